import { Link } from "react-router";
import { useT } from "./translate";

/** The last section of /settings (docs/product-rules.md §41): what withdrawing consent does, and its page. */
export function WithdrawConsentSetting() {
  const t = useT();
  return (
    <section className="card danger-zone" aria-labelledby="withdraw-heading">
      <h2 id="withdraw-heading">{t("withdrawConsent.title")}</h2>
      <p>{t("withdrawConsent.summary")}</p>
      <Link to="/settings/withdraw-consent" className="button button--outline">
        {t("withdrawConsent.open")}
      </Link>
    </section>
  );
}
