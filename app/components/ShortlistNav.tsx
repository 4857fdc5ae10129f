import { NavLink } from "react-router";
import { useT } from "./translate";

/** Between the members I saved and those who saved me (docs/product-rules.md §35). */
export function ShortlistNav() {
  const t = useT();
  return (
    <nav aria-label={t("shortlistNav.label")} className="tabs">
      <NavLink to="/shortlist" end>
        {t("shortlistNav.mine")}
      </NavLink>
      <NavLink to="/shortlisted-me">{t("shortlistNav.savedMe")}</NavLink>
    </nav>
  );
}
