import { Link } from "react-router";
import { spacedMobile } from "~/forms/indian-mobile";
import { useDateLocale, useT } from "./translate";

/** The "Mobile number" section of /settings (docs/product-rules.md §38): the number, whether it is verified, how to. */
export function MobileNumberSetting({ phone, verifiedAt }: { phone: string; verifiedAt: Date | string | null }) {
  const t = useT();
  const locale = useDateLocale();
  const verifiedOn = verifiedAt && new Date(verifiedAt).toLocaleDateString(locale, { dateStyle: "medium" });
  return (
    <section className="card" aria-labelledby="mobile-heading">
      <h2 id="mobile-heading">{t("mobileSetting.heading")}</h2>
      <p className={verifiedOn ? "verified-note" : undefined}>
        <bdi dir="ltr">{spacedMobile(phone)}</bdi> ·{" "}
        {verifiedOn ? t("mobileSetting.verifiedOn", { date: verifiedOn }) : t("mobileSetting.notVerified")}
      </p>
      <p>
        <Link to="/settings/mobile" className="button">
          {verifiedOn ? t("mobileSetting.change") : t("mobileSetting.verify")}
        </Link>
      </p>
    </section>
  );
}
