import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import type { DocumentType, VerificationKind } from "~/forms/verification-options";
import { DOCUMENT_LABELS } from "~/forms/verification-words";
import { siteNameIn } from "~/services/env.server";
import { emailT } from "../mail/email-words.server";
import { queueMail } from "../mail/mail-queue.server";
import { languageOf, siteLink } from "../mail/mail-wording.server";
import { fixedT } from "../site/translations.server";

// The e-mail that tells a member a person decided their check (docs/product-rules.md §39), in their language,
// queued in the decision's transaction: what was decided, the reviewer's reason for a rejection, and that the
// picture is deleted.

type Decided = { kind: VerificationKind; documentType: DocumentType | null };

/** Queues the member's e-mail about the decision (`rejectedFor`: a rejection's reason); call inside its transaction. */
export function tellDecision(memberUnqId: number, request: Decided, rejectedFor: string | null): void {
  const member = getDb()
    .select({ fullName: members.fullName })
    .from(members)
    .where(eq(members.unqId, memberUnqId))
    .get()!;
  const language = languageOf(memberUnqId);
  const t = emailT(language);
  const site = siteNameIn(language);
  const link = siteLink("/settings/verification");
  const document = request.documentType ? fixedT(language, "account")(DOCUMENT_LABELS[request.documentType]) : "";
  const approved = rejectedFor === null;
  const [subject, outcome] =
    request.kind === "id"
      ? approved
        ? [t("checks.idApprovedSubject", { site }), t("checks.idApproved", { document })]
        : [t("checks.idRejectedSubject", { site }), t("checks.idRejected", { document })]
      : approved
        ? [t("checks.photoApprovedSubject", { site }), t("checks.photoApproved")]
        : [t("checks.photoRejectedSubject", { site }), t("checks.photoRejected")];
  const body = [t("common.greetingName", { name: member.fullName }), ``, outcome];
  if (!approved) body.push(t("checks.reason", { reason: rejectedFor }));
  body.push(``, t("checks.deleted"));
  if (!approved) body.push(t("checks.tryAgain", { link }));
  queueMail({ kind: "verification-decided", toUnqId: memberUnqId, subject, body: body.join("\n") });
}
