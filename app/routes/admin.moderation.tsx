import { data, Link, useLoaderData } from "react-router";
import { moderationOn, recentApprovals, waitingForApproval } from "~/domain/safety/approvals.server";
import { memberCode } from "~/forms/member-id";
import { requireAdmin } from "~/web/auth.server";
import { decideApproval } from "~/web/approvals.server";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm } from "~/web/request-body.server";
import { maritalStatusIn, withElements } from "~/components/AdminTable";
import { ApprovalQueue, DecisionButton, DecisionForm, type Decision } from "~/components/ApprovalQueue";
import { matchesT, useT } from "~/components/translate";
import { pageI18n } from "~/web/language.server";
import type { Route } from "./+types/admin.moderation";

// New profiles and changed photos waiting for an administrator (docs/product-rules.md §30).

export const meta: Route.MetaFunction = ({ matches }) => [{ title: matchesT(matches)("adminNav.moderation") }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return data(
    {
      on: moderationOn(),
      ...waitingForApproval(),
      recent: recentApprovals(),
      // The genders' names are option labels.
      i18n: await pageI18n(request, "options"),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return redirectWithFlash("/admin/moderation", await decideApproval(await readForm(request), admin.unqId));
}

/** What each decision says in the list of recent ones: "{{time}}: {{admin}} approved the profile of {{link}} …". */
const DECISIONS: Record<Decision, string> = {
  "approve-profile": "adminModeration.approvedProfile",
  "approve-photo": "adminModeration.approvedPhoto",
  "reject-photo": "adminModeration.removedPhoto",
};

const utc = (time: Date) => `${time.toISOString().slice(0, 16).replace("T", " ")} UTC`;

export default function AdminModeration() {
  const { on, profiles, photos, limit, recent } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <>
      <h1>{t("adminNav.moderation")}</h1>
      {/* Turning moderation off approves nothing by itself: what waits was never looked at (§30). */}
      <p>{on ? t("adminModeration.on") : t("adminModeration.off")}</p>
      <ApprovalQueue
        id="profiles-heading"
        title={({ number, first }) =>
          first ? t("adminModeration.profilesFirst", { number }) : t("adminModeration.profiles", { number })
        }
        empty={t("adminModeration.noProfiles")}
        items={profiles}
        limit={limit}
      >
        {(p) => (
          <>
            <p>
              {/* What the member has given: the short signup leaves most of it for later (§3). */}
              {[
                t(p.gender),
                p.age,
                p.maritalStatus && maritalStatusIn(t, p.maritalStatus),
                [p.city, p.state].filter(Boolean).join(", "),
                p.education,
                p.working,
              ]
                .filter(Boolean)
                .join(" · ")}
            </p>
            <p className="field__hint">{t("adminModeration.joined", { time: utc(p.createdAt) })}</p>
            <DecisionForm member={p}>
              <DecisionButton intent="approve-profile" name={p.fullName} />
            </DecisionForm>
          </>
        )}
      </ApprovalQueue>
      <ApprovalQueue
        id="photos-heading"
        title={({ number, first }) =>
          first ? t("adminModeration.photosFirst", { number }) : t("adminModeration.photos", { number })
        }
        empty={t("adminModeration.noPhotos")}
        items={photos}
        limit={limit}
      >
        {(p) => (
          <>
            <p className="field__hint">{t("adminModeration.saved", { time: utc(p.updatedAt) })}</p>
            <DecisionForm member={p}>
              <DecisionButton intent="approve-photo" name={p.fullName} />
              <DecisionButton intent="reject-photo" name={p.fullName} />
            </DecisionForm>
          </>
        )}
      </ApprovalQueue>
      <section aria-labelledby="recent-heading">
        <h2 id="recent-heading">{t("adminModeration.recent")}</h2>
        {recent.length === 0 ? (
          <p className="empty">{t("adminModeration.noneYet")}</p>
        ) : (
          <ul>
            {recent.map((r) => (
              <li key={r.id}>
                {withElements(
                  t(DECISIONS[r.action as keyof typeof DECISIONS], {
                    time: utc(r.createdAt),
                    admin: r.adminName ?? t("adminStatus.formerAdmin"),
                  }),
                  {
                    link: <Link to={`/admin/members/${r.memberPublicId}`}>{r.memberName}</Link>,
                    code: <bdi>{memberCode(r.memberUnqId)}</bdi>,
                  },
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
