import { NavLink } from "react-router";
import { useT } from "./translate";

/** Between the requests a member received and those they sent (on a phone, the way to the sent ones). */
export function RequestsNav() {
  const t = useT();
  return (
    <nav aria-label={t("requestsNav.label")} className="tabs">
      <NavLink to="/connectionReq">{t("requestsNav.received")}</NavLink>
      <NavLink to="/sentRequests">{t("requestsNav.sent")}</NavLink>
    </nav>
  );
}
