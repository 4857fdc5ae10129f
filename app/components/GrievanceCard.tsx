import { Form, Link } from "react-router";
import type { GrievanceCategory, GrievanceStatus } from "~/forms/grievance-options";
import { GRIEVANCE_LIMITS } from "~/forms/grievance-options";
import { indiaTime, type FollowedView } from "./GrievanceFollow";
import { useDateLocale, useT } from "./translate";

/** A complaint as /admin/grievances shows it: times as ISO strings, the clock's flags as they were at loading. */
export type GrievanceView = Omit<FollowedView, "category" | "status"> & {
  category: GrievanceCategory;
  status: GrievanceStatus;
  name: string;
  email: string;
  details: string;
  /** The public id of the member it names, if any (and still a member). */
  concerned: string | null;
  overdue: boolean;
};

/**
 * One complaint for the administrators (docs/product-rules.md §40): ticket, category, its clocks ("Overdue" and the
 * 24-hour removal ones marked), the complainant, the member concerned, the complaint, the answers sent, and,
 * while open, the form that sends the next answer (acknowledge, an update, resolve).
 */
export function GrievanceCard({ grievance: g }: { grievance: GrievanceView }) {
  const t = useT();
  const locale = useDateLocale();
  const messageId = `answer-${g.ticket}`;
  return (
    <li className={g.overdue ? "card grievance grievance--overdue" : "card grievance"}>
      <h2 className="enquiry__title">
        {g.ticket} · {t(`grievances.category.${g.category}`)}
      </h2>
      <p>
        {g.overdue && <strong className="badge badge--danger">{t("adminGrievances.overdue")}</strong>}{" "}
        {g.removal && <strong className="badge">{t("adminGrievances.removal")}</strong>}{" "}
        {t(`grievances.status.${g.status}`)}
      </p>
      <ul>
        <li>{t("grievances.receivedAt", { time: indiaTime(g.receivedAt, locale) })}</li>
        <li>{t("grievances.acknowledgeBy", { time: indiaTime(g.acknowledgeBy, locale) })}</li>
        <li>
          {t(g.removal ? "grievances.removeBy" : "grievances.resolveBy", { time: indiaTime(g.resolveBy, locale) })}
        </li>
      </ul>
      <p>
        {t("adminGrievances.from")} <bdi>{g.name}</bdi> · <bdi dir="ltr">{g.email}</bdi>
        {g.concerned && (
          <>
            {" · "}
            <Link to={`/admin/members/${g.concerned}`}>{t("adminGrievances.concerned")}</Link>
          </>
        )}
      </p>
      <p className="enquiry__message">{g.details}</p>
      {g.answers.length > 0 && (
        <ol className="stack">
          {g.answers.map((answer) => (
            <li key={answer.at + answer.action}>
              <strong>{t(`grievances.answer.${answer.action}`)}</strong> · {indiaTime(answer.at, locale)}
              <p className="enquiry__message">{answer.message}</p>
            </li>
          ))}
        </ol>
      )}
      {g.status !== "resolved" && (
        <Form method="post" className="stack">
          <input type="hidden" name="ticket" value={g.ticket} />
          <div className="field">
            <label htmlFor={messageId}>{t("adminGrievances.message")}</label>
            <textarea id={messageId} name="message" rows={3} required maxLength={GRIEVANCE_LIMITS.answer} />
          </div>
          <div className="actions">
            {g.status === "received" && (
              <button type="submit" name="intent" value="acknowledge" className="button button--small">
                {t("adminGrievances.acknowledge")}
              </button>
            )}
            <button type="submit" name="intent" value="update" className="button button--small button--outline">
              {t("adminGrievances.update")}
            </button>
            <button type="submit" name="intent" value="resolve" className="button button--small">
              {t("adminGrievances.resolve")}
            </button>
          </div>
        </Form>
      )}
    </li>
  );
}
