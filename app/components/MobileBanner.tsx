import { Link, useLocation } from "react-router";
import { useCommonT } from "./translate";

/**
 * Asks a member whose mobile number is not verified to verify it (docs/product-rules.md §38): on every page but
 * the one that does it, and never in the way of anything else.
 */
export function MobileBanner() {
  const t = useCommonT();
  if (useLocation().pathname === "/settings/mobile") return null;
  return (
    <p className="notice-banner" role="note">
      {t("mobileBanner.text")} <Link to="/settings/mobile">{t("mobileBanner.action")}</Link>
    </p>
  );
}
