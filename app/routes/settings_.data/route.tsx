import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { MyData } from "~/components/MyData";
import { matchesT, useT } from "~/components/translate";
import { dataAction, dataHeaders, dataLoader } from "./page.server";
import type { Route } from "./+types/route";

// /settings/data, "Download my data" (docs/product-rules.md §41): what the download holds and what it leaves out,
// the limit, and two forms: the file (to /settings/data.json, answered as an attachment, so the browser keeps this
// page) and the readable page (this route's action, which answers with the page itself).

export const loader = dataLoader;
export const action = dataAction;
export const headers = dataHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: matchesT(matches)("myData.title") }];

/** What the download leaves out, each with why (docs/product-rules.md §41). */
const LEFT_OUT = [
  "myData.notIncluded.others",
  "myData.notIncluded.received",
  "myData.notIncluded.reports",
  "myData.notIncluded.secrets",
  "myData.notIncluded.documents",
];

export default function DownloadMyData() {
  const { perDay } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const t = useT();
  if (result && "view" in result) return <MyData data={result.view} />;
  return (
    <div className="page page--narrow stack">
      <p>
        <Link to="/settings">{t("myData.back")}</Link>
      </p>
      <h1>{t("myData.title")}</h1>
      <p>{t("myData.lead")}</p>
      <p>
        <strong>{t("myData.limit", { count: perDay })}</strong>
      </p>
      {result && "error" in result && (
        <p className="form-error" role="alert">
          {result.error}
        </p>
      )}
      <div className="card stack">
        <Form method="post" action="/settings/data.json" reloadDocument>
          <button type="submit" className="button">
            {t("myData.json")}
          </button>
        </Form>
        <p className="field__hint">{t("myData.jsonHint")}</p>
        <Form method="post">
          <input type="hidden" name="intent" value="view" />
          <button type="submit" className="button button--outline" disabled={busy}>
            {t("myData.view")}
          </button>
        </Form>
        <p className="field__hint">{t("myData.viewHint")}</p>
      </div>
      <section className="stack" aria-labelledby="left-out">
        <h2 id="left-out">{t("myData.notIncludedHeading")}</h2>
        <ul>
          {LEFT_OUT.map((reason) => (
            <li key={reason}>{t(reason)}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
