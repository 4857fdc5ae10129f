import { Form, Link } from "react-router";
import {
  GRIEVANCE_CATEGORY_LABELS,
  GRIEVANCE_LIMITS,
  GRIEVANCE_STATUS_LABELS,
  type GrievanceCategory,
  type GrievanceStatus,
} from "~/forms/grievance-options";
import { GrievanceAnswers, GrievanceTimes, type FollowedView } from "./GrievanceFollow";
import { useT } from "./translate";

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
 * One complaint for the administrators (docs/product-rules.md §41): ticket, category, its clocks ("Overdue", and
 * the 24-hour and 72-hour removal ones marked), the complainant, the member concerned, the complaint, the answers
 * sent, and, while open, the form that sends the next answer (acknowledge, an update, resolve).
 */
export function GrievanceCard({ grievance: g }: { grievance: GrievanceView }) {
  const t = useT();
  const messageId = `answer-${g.ticket}`;
  return (
    <li className={g.overdue ? "card grievance grievance--overdue" : "card grievance"}>
      <h2 className="enquiry__title">
        {g.ticket} · {t(GRIEVANCE_CATEGORY_LABELS[g.category])}
      </h2>
      <p>
        {g.overdue && <strong className="badge badge--danger">{t("adminGrievances.overdue")}</strong>}{" "}
        {g.removal && <strong className="badge">{t("adminGrievances.removal")}</strong>}{" "}
        {g.prompt && <strong className="badge">{t("adminGrievances.prompt")}</strong>}{" "}
        {t(GRIEVANCE_STATUS_LABELS[g.status])}
      </p>
      <GrievanceTimes grievance={g} />
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
      {g.answers.length > 0 && <GrievanceAnswers grievance={g} />}
      {g.status !== "resolved" && (
        <Form method="post" className="stack">
          <input type="hidden" name="ticket" value={g.ticket} />
          <div className="field">
            <label htmlFor={messageId}>{t("adminGrievances.message")}</label>
            <textarea id={messageId} name="message" rows={3} required maxLength={GRIEVANCE_LIMITS.answer} />
          </div>
          <div className="grievance__answers">
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
