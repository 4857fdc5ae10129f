import { Link } from "react-router";
import { useDateLocale, useT } from "./translate";

type Check = { verifiedAt: Date | string | null; waiting: boolean };

/** The "ID and photo verification" section of /settings (docs/product-rules.md §39): each check's state, the link. */
export function VerificationSetting({ id, photo }: { id: Check; photo: Check }) {
  const t = useT();
  const locale = useDateLocale();
  const state = (check: Check) =>
    check.verifiedAt
      ? t("verificationSetting.verifiedOn", {
          date: new Date(check.verifiedAt).toLocaleDateString(locale, { dateStyle: "medium" }),
        })
      : check.waiting
        ? t("verificationSetting.waiting")
        : t("verificationSetting.notVerified");
  return (
    <section className="card" aria-labelledby="verification-heading">
      <h2 id="verification-heading">{t("verificationSetting.heading")}</h2>
      <ul>
        <li className={id.verifiedAt ? "verified-note" : undefined}>
          {t("verificationSetting.id")}: {state(id)}
        </li>
        <li className={photo.verifiedAt ? "verified-note" : undefined}>
          {t("verificationSetting.photo")}: {state(photo)}
        </li>
      </ul>
      <p>
        <Link to="/settings/verification" className="button">
          {t("verificationSetting.open")}
        </Link>
      </p>
    </section>
  );
}
