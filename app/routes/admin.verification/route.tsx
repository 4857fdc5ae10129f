import { Link, useActionData, useLoaderData } from "react-router";
import { withElements } from "~/components/AdminTable";
import { matchesT, useT } from "~/components/translate";
import { VerificationQueueItem } from "~/components/VerificationQueueItem";
import { memberCode } from "~/forms/member-id";
import { DOCUMENT_LABELS } from "~/forms/verification-words";
import { reviewAction, reviewLoader } from "./page.server";
import type { Route } from "./+types/route";

export const loader = reviewLoader;
export const action = reviewAction;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: matchesT(matches)("adminVerification.title") }];

/** What each kept decision says: "{{time}}: {{admin}} approved the ID ({{document}}) of {{link}} …". */
const DECIDED = {
  "id-approved": "adminVerification.approvedId",
  "id-rejected": "adminVerification.rejectedId",
  "id-expired": "adminVerification.expiredId",
  "photo-approved": "adminVerification.approvedPhoto",
  "photo-rejected": "adminVerification.rejectedPhoto",
  "photo-expired": "adminVerification.expiredPhoto",
} as const;

/** A time isolated left to right: inside an Urdu sentence its parts swapped places. */
const utc = (time: Date | string | null) =>
  time ? `\u2066${new Date(time).toISOString().slice(0, 16).replace("T", " ")} UTC\u2069` : "";

export default function AdminVerification() {
  const { requests, limit, recent, womenReviewers } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const t = useT();
  const count = requests.length === limit ? "adminVerification.waitingFirst" : "adminVerification.waiting";
  return (
    <>
      <h1>{t("adminVerification.title")}</h1>
      <p>{t("adminVerification.explain")}</p>
      <p className="field__hint">
        {womenReviewers.length === 0
          ? withElements(t("adminVerification.noWomenReviewer"), {
              command: (
                <bdi dir="ltr" className="command">
                  <code>npm run admin:women-reviewer</code>
                </bdi>
              ),
            })
          : t("adminVerification.womenReviewers", { names: womenReviewers.map((r) => r.fullName).join(", ") })}
      </p>
      {/* A refused reason for a request no longer listed (decided meanwhile) has no item to stand beside. */}
      {refused && !requests.some((check) => check.id === refused.requestId) && (
        <p className="form-error" role="alert">
          {refused.error}
        </p>
      )}
      <section aria-labelledby="checks-heading">
        <h2 id="checks-heading">{t(count, { number: requests.length })}</h2>
        {requests.length === 0 ? (
          <p className="empty">{t("adminVerification.none")}</p>
        ) : (
          <ul className="check-list">
            {requests.map((check) => (
              <VerificationQueueItem
                key={check.id}
                check={check}
                refused={refused?.requestId === check.id ? refused : undefined}
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="recent-checks-heading">
        <h2 id="recent-checks-heading">{t("adminVerification.recent")}</h2>
        {recent.length === 0 ? (
          <p className="empty">{t("adminVerification.noneYet")}</p>
        ) : (
          <ul>
            {recent.map((r) => (
              <li key={r.id}>
                {withElements(
                  t(DECIDED[`${r.kind}-${r.status as "approved" | "rejected" | "expired"}`], {
                    time: utc(r.decidedAt),
                    admin: r.reviewerName ?? t("adminStatus.formerAdmin"),
                    document: r.documentType ? t(DOCUMENT_LABELS[r.documentType]) : "",
                  }),
                  {
                    link: <Link to={`/admin/members/${r.memberPublicId}`}>{r.memberName}</Link>,
                    code: <bdi>{memberCode(r.memberUnqId)}</bdi>,
                  },
                )}
                {r.reason && (
                  <>
                    {" "}
                    <q>{r.reason}</q>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
