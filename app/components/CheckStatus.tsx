import type { DocumentType } from "~/forms/verification-options";
import { DOCUMENT_LABELS } from "~/forms/verification-words";
import { useDateLocale, useT } from "./translate";

// Where a member's check by a person stands (docs/product-rules.md §39), on /settings/verification: verified (with
// the date), waiting, not accepted with the reviewer's reason, expired unseen, or never asked.

type When = Date | string;

export type LatestCheck = {
  status: "pending" | "approved" | "rejected" | "expired";
  documentType: DocumentType | null;
  reason: string | null;
  createdAt: When;
  decidedAt: When | null;
  hasPicture: boolean;
} | null;

export function useDay() {
  const locale = useDateLocale();
  return (when: When) => new Date(when).toLocaleDateString(locale, { dateStyle: "medium" });
}

/** One check's state, in words; `verifiedAt` is the member's badge, which a changed photo may have dropped. */
export function CheckStatus({
  verifiedAt,
  latest,
  verifiedText,
}: {
  verifiedAt: When | null;
  latest: LatestCheck;
  verifiedText: (date: string) => string;
}) {
  const t = useT();
  const day = useDay();
  const document = latest?.documentType ? t(DOCUMENT_LABELS[latest.documentType]) : null;
  if (verifiedAt) return <p className="verified-note">{verifiedText(day(verifiedAt))}</p>;
  if (latest?.status === "pending" && latest.hasPicture) {
    return (
      <p className="notice" role="status">
        {document
          ? t("checks.waitingDocument", { date: day(latest.createdAt), document })
          : t("checks.waiting", { date: day(latest.createdAt) })}
      </p>
    );
  }
  if (latest?.status === "rejected") {
    return (
      <div className="form-error check-rejected">
        <p>{t("checks.rejected", { date: day(latest.decidedAt ?? latest.createdAt) })}</p>
        <p>
          {t("checks.reviewerWrote")} <q>{latest.reason}</q>
        </p>
        <p>{t("checks.sendAgain")}</p>
      </div>
    );
  }
  if (latest?.status === "expired") return <p className="notice">{t("checks.expired")}</p>;
  // Approved once, and the badge dropped since: the profile photo changed (§39).
  if (latest?.status === "approved") return <p>{t("checks.photoChanged")}</p>;
  return <p>{t("checks.notYet")}</p>;
}
