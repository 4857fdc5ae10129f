import { Form, Link } from "react-router";
import { RELATION_LABELS, type GuardianScope, type GuardianStatus, type Relation } from "~/forms/family-options";
import { GuardianScopeForm } from "./GuardianScopeForm";
import { useDateLocale, useT, type Translate } from "./translate";

// The member's guardians at /family (docs/product-rules.md §32), each with its buttons: answering on or off,
// the invitation again (while invited), revoking, which asks first (a dialog opened by ?revoke=<id>), and
// what of the member's conversations they see.

export type GuardianData = {
  id: number;
  name: string;
  email: string;
  relation: Relation;
  status: GuardianStatus;
  canAnswer: boolean;
  scope: GuardianScope;
  canShareBiodata: boolean;
  invitedAt: Date;
  acceptedAt: Date | null;
  revokedAt: Date | null;
};

const day = (date: Date, locale: string) =>
  new Date(date).toLocaleDateString(locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  });

function statusLine(guardian: GuardianData, t: Translate, locale: string): string {
  if (guardian.status === "active") return t("guardianList.activeSince", { date: day(guardian.acceptedAt!, locale) });
  if (guardian.status === "invited") return t("guardianList.invitedOn", { date: day(guardian.invitedAt, locale) });
  return guardian.revokedAt
    ? t("guardianList.revokedOn", { date: day(guardian.revokedAt, locale) })
    : t("guardianList.revoked");
}

export function GuardianList({ guardians }: { guardians: GuardianData[] }) {
  const t = useT();
  const locale = useDateLocale();
  if (guardians.length === 0) return <p className="empty">{t("guardianList.none")}</p>;
  return (
    <ul className="people">
      {guardians.map((guardian) => (
        <li key={guardian.id} className="card person">
          <div className="person__body">
            <h3>
              <bdi>{guardian.name}</bdi> ({t(RELATION_LABELS[guardian.relation])})
            </h3>
            <p>{guardian.email}</p>
            <p>{statusLine(guardian, t, locale)}</p>
            {guardian.status !== "revoked" && (
              <>
                <p>{guardian.canAnswer ? t("guardianList.mayAnswer") : t("guardianList.mayNotAnswer")}</p>
                <p>{guardian.canShareBiodata ? t("guardianList.mayShare") : t("guardianList.mayNotShare")}</p>
                <Form method="post" className="person__actions">
                  <input type="hidden" name="guardianId" value={guardian.id} />
                  <button
                    type="submit"
                    name="intent"
                    value={guardian.canAnswer ? "stop-answering" : "allow-answering"}
                    className="button button--small button--outline"
                    aria-label={
                      guardian.canAnswer
                        ? t("guardianList.stopLabel", { name: guardian.name })
                        : t("guardianList.allowLabel", { name: guardian.name })
                    }
                  >
                    {guardian.canAnswer ? t("guardianList.stop") : t("guardianList.allow")}
                  </button>
                  <button
                    type="submit"
                    name="intent"
                    value={guardian.canShareBiodata ? "stop-sharing" : "allow-sharing"}
                    className="button button--small button--outline"
                    aria-label={t(
                      guardian.canShareBiodata ? "guardianList.stopShareLabel" : "guardianList.shareLabel",
                      {
                        name: guardian.name,
                      },
                    )}
                  >
                    {guardian.canShareBiodata ? t("guardianList.stopShare") : t("guardianList.share")}
                  </button>
                  {guardian.status === "invited" && (
                    <button
                      type="submit"
                      name="intent"
                      value="resend"
                      className="button button--small button--outline"
                      aria-label={t("guardianList.resendLabel", { name: guardian.name })}
                    >
                      {t("guardianList.resend")}
                    </button>
                  )}
                  <Link
                    to={`/family?revoke=${guardian.id}`}
                    className="button button--small button--danger"
                    aria-label={t("guardianList.revokeLabel", { name: guardian.name })}
                    preventScrollReset
                  >
                    {t("guardianList.revoke")}
                  </Link>
                </Form>
                <GuardianScopeForm id={guardian.id} name={guardian.name} scope={guardian.scope} />
              </>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
