import { Form, useLocation } from "react-router";
import { REPORT_DETAILS_MAX, REPORT_REASON_LABELS, REPORT_REASONS } from "~/forms/privacy-options";
import { Field, hintIdFor } from "./Field";
import { groupIndian } from "~/forms/indian-number";
import { useT } from "./translate";

/**
 * "Report this member" on another member's profile (docs/product-rules.md §29): closed by default so it
 * does not dominate the page. It posts to /report, which comes back here with a message, with JavaScript
 * or without; a new location remounts it, closed and empty, once the report is in.
 */
export function ReportMemberForm({
  memberId,
  name,
  message,
}: {
  memberId: string;
  name: string;
  /** A message of theirs the report attaches (docs/product-rules.md §33): shown open, then back to `returnTo`. */
  message?: { id: number; returnTo: string };
}) {
  const location = useLocation();
  const t = useT();
  return (
    <details className="card" key={location.key} open={message !== undefined}>
      <summary>{message ? t("reportMember.message") : t("reportMember.member")}</summary>
      <Form method="post" action="/report" className="stack">
        {message && (
          <>
            <input type="hidden" name="messageId" value={message.id} />
            <input type="hidden" name="returnTo" value={message.returnTo} />
          </>
        )}
        <p className="field__hint">{t("reportMember.explained", { name })}</p>
        <input type="hidden" name="memberId" value={memberId} />
        <Field id="report-reason" label={t("reportMember.reason")}>
          <select id="report-reason" name="reason" required defaultValue="">
            <option value="" disabled>
              {t("reportMember.chooseReason")}
            </option>
            {REPORT_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {t(REPORT_REASON_LABELS[reason])}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id="report-details"
          label={t("reportMember.details")}
          hint={t("reportMember.detailsHint", { max: groupIndian(REPORT_DETAILS_MAX) })}
        >
          <textarea
            id="report-details"
            name="details"
            rows={4}
            maxLength={REPORT_DETAILS_MAX}
            aria-describedby={hintIdFor("report-details")}
          />
        </Field>
        <div>
          <button type="submit" className="button button--small">
            {t("reportMember.send")}
          </button>
        </div>
      </Form>
    </details>
  );
}
