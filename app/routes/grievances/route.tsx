import { useActionData, useLoaderData } from "react-router";
import { GrievanceFollow } from "~/components/GrievanceFollow";
import { GrievanceForm } from "~/components/GrievanceForm";
import { matchesT, useT } from "~/components/translate";
import { withRetryAfter } from "~/web/form-reply.server";
import { grievancesAction, grievancesLoader, type GrievanceResult } from "./page.server";
import type { Route } from "./+types/route";

// The grievance officer, the complaint process and its time limits, the complaint form and following a ticket
// (IT Rules 2021, rule 3(2); docs/product-rules.md §41). Linked from every page's footer.

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = matchesT(matches);
  return [{ title: t("grievances.title") }, { name: "description", content: t("grievances.description") }];
};

export const headers = withRetryAfter;
export const loader = grievancesLoader;
export const action = grievancesAction;

const GAC = "https://gac.gov.in";

export default function Grievances() {
  const { officer, defaultName } = useLoaderData<typeof loader>();
  const result = useActionData<GrievanceResult>();
  const t = useT();
  return (
    <div className="page page--narrow">
      <h1>{t("grievances.title")}</h1>
      <p>{t("grievances.intro")}</p>
      <section aria-labelledby="officer-heading" className="card">
        <h2 id="officer-heading">{t("grievances.officerHeading")}</h2>
        {officer ? (
          <dl className="details">
            <dt>{t("grievances.officerName")}</dt>
            <dd>{officer.name}</dd>
            {officer.email && (
              <>
                <dt>{t("grievances.email")}</dt>
                <dd>
                  <a href={`mailto:${officer.email}`} dir="ltr">
                    {officer.email}
                  </a>
                </dd>
              </>
            )}
            {officer.phone && (
              <>
                <dt>{t("grievances.phone")}</dt>
                <dd>
                  <a href={`tel:${officer.phone.replace(/[^\d+]/g, "")}`} dir="ltr">
                    {officer.phone}
                  </a>
                </dd>
              </>
            )}
            {officer.address && (
              <>
                <dt>{t("grievances.address")}</dt>
                <dd>{officer.address}</dd>
              </>
            )}
          </dl>
        ) : (
          <p>{t("grievances.noOfficer")}</p>
        )}
      </section>
      <section aria-labelledby="process-heading">
        <h2 id="process-heading">{t("grievances.processHeading")}</h2>
        <ol>
          <li>{t("grievances.stepFile")}</li>
          <li>{t("grievances.stepTicket")}</li>
          <li>{t("grievances.stepAcknowledge")}</li>
          <li>{t("grievances.stepResolve")}</li>
          <li>{t("grievances.stepPrompt")}</li>
          <li>{t("grievances.stepRemoval")}</li>
          <li>
            {t("grievances.stepAppeal")}{" "}
            <a href={GAC} rel="noopener noreferrer" dir="ltr">
              {GAC}
            </a>
          </li>
        </ol>
      </section>
      <section aria-labelledby="file-heading" className="card">
        <h2 id="file-heading">{t("grievances.fileHeading")}</h2>
        <GrievanceForm lastResult={result?.intent === "file" ? result.reply : undefined} defaultName={defaultName} />
      </section>
      <section aria-labelledby="follow-heading" className="card">
        <h2 id="follow-heading">{t("grievances.followHeading")}</h2>
        <p>{t("grievances.followIntro")}</p>
        <GrievanceFollow
          lastResult={result?.intent === "follow" ? result.reply : undefined}
          followed={result?.intent === "follow" ? result.followed : undefined}
        />
      </section>
    </div>
  );
}
