import { Link } from "react-router";
import { useT } from "./translate";

/** The section of /settings that leads to "Download my data" (docs/product-rules.md §41). */
export function MyDataSetting() {
  const t = useT();
  return (
    <section className="card" aria-labelledby="my-data-heading">
      <h2 id="my-data-heading">{t("myData.title")}</h2>
      <p>{t("myData.settingsLead")}</p>
      <p>
        <Link to="/settings/data" className="button">
          {t("myData.open")}
        </Link>
      </p>
    </section>
  );
}
