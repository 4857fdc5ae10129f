import { Link } from "react-router";
import { TitledItems } from "./TitledItems";
import { useT } from "./translate";

/** What the site promises families, each kept by a rule of docs/product-rules.md (cited beside it). */
const PROMISES = [
  // §39: badges that say what was checked (the e-mail and mobile by code, an ID or photo by a person).
  { title: "promises.verifiedTitle", text: "promises.verifiedText" },
  // §27: photo visibility and photo requests.
  { title: "promises.photosTitle", text: "promises.photosText" },
  // §6: contact masking.
  { title: "promises.contactTitle", text: "promises.contactText" },
  // §31–32: profile created by, guardians.
  { title: "promises.familyTitle", text: "promises.familyText" },
  // §28–29: block, report; §41: the grievance officer.
  { title: "promises.reportTitle", text: "promises.reportText" },
] as const;

/**
 * The home page's safety promises, with the pages that say more: safety (§29), complaints and the grievance officer,
 * and the notice of what is done with a member's data (§41).
 */
export function SafetyPromises() {
  const t = useT();
  return (
    <section className="section" aria-labelledby="safety-heading">
      <h2 id="safety-heading">{t("promises.heading")}</h2>
      <TitledItems
        items={PROMISES.map((promise) => ({ title: t(promise.title), text: t(promise.text) }))}
        className="promises"
      />
      <ul className="promises__links">
        <li>
          <Link to="/safety">{t("promises.more")}</Link>
        </li>
        <li>
          <Link to="/grievances">{t("promises.grievances")}</Link>
        </li>
        <li>
          <Link to="/notice">{t("promises.notice")}</Link>
        </li>
      </ul>
    </section>
  );
}
