import { data, Form, Link, useLoaderData } from "react-router";
import { DEFAULT_AVATAR } from "~/forms/default-avatar";
import type { ReactNode } from "react";
import { moderationOn, recentApprovals, waitingForApproval } from "~/domain/safety/approvals.server";
import { memberCode } from "~/forms/member-id";
import { requireAdmin } from "~/web/auth.server";
import { decideApproval } from "~/web/approvals.server";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm } from "~/web/request-body.server";
import { maritalStatusIn, withElements } from "~/components/AdminTable";
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
const DECISIONS = {
  "approve-profile": "adminModeration.approvedProfile",
  "approve-photo": "adminModeration.approvedPhoto",
  "reject-photo": "adminModeration.removedPhoto",
} as const;

const utc = (time: Date) => `${time.toISOString().slice(0, 16).replace("T", " ")} UTC`;

type Waiting = { publicId: string; unqId: number; fullName: string; image: string | null; photoId: string | null };

/** One waiting member: the photo as others would see it, the name linking to the member's full details. */
function WaitingItem({ member, children }: { member: Waiting; children: ReactNode }) {
  const t = useT();
  return (
    <li className="card person">
      <img
        src={member.image ?? DEFAULT_AVATAR}
        alt={member.image ? t("adminModeration.photoOf", { name: member.fullName }) : t("adminModeration.noPhoto")}
        width={96}
        height={96}
        className="avatar"
      />
      <div className="person__body">
        <h3>
          <Link to={`/admin/members/${member.publicId}`}>
            <bdi>{member.fullName}</bdi>
          </Link>{" "}
          · {memberCode(member.unqId)}
        </h3>
        {children}
      </div>
    </li>
  );
}

type QueueProps<T> = {
  id: string;
  /** The heading with its count: "New profiles (3)", or "(first 50)" when only the first `limit` are shown. */
  title: (shown: { number: number; first: boolean }) => string;
  empty: string;
  items: T[];
  limit: number;
  children: (item: T) => ReactNode;
};

/** One list of what waits, oldest first; the count says when only the first `limit` are shown. */
function Queue<T extends Waiting>({ id, title, empty, items, limit, children }: QueueProps<T>) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title({ number: items.length, first: items.length === limit })}</h2>
      {items.length === 0 ? (
        <p className="empty">{empty}</p>
      ) : (
        <ul className="people">
          {items.map((item) => (
            <WaitingItem key={item.publicId} member={item}>
              {children(item)}
            </WaitingItem>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A decision's form: the member and the photo the page showed, so nothing changed meanwhile is approved unseen. */
function DecisionForm({ member, children }: { member: Waiting; children: ReactNode }) {
  return (
    <Form method="post" className="moderation">
      <input type="hidden" name="memberId" value={member.publicId} />
      <input type="hidden" name="photoId" value={member.photoId ?? ""} />
      {children}
    </Form>
  );
}

function DecisionButton({ intent, name }: { intent: keyof typeof DECISIONS; name: string }) {
  const t = useT();
  const label = intent === "reject-photo" ? t("adminModeration.reject") : t("adminModeration.approve");
  const ariaLabels = {
    "approve-profile": t("adminModeration.approveProfileLabel", { name }),
    "approve-photo": t("adminModeration.approvePhotoLabel", { name }),
    "reject-photo": t("adminModeration.rejectPhotoLabel", { name }),
  };
  return (
    <button type="submit" name="intent" value={intent} className="button button--small" aria-label={ariaLabels[intent]}>
      {label}
    </button>
  );
}

export default function AdminModeration() {
  const { on, profiles, photos, limit, recent } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <>
      <h1>{t("adminNav.moderation")}</h1>
      {/* Turning moderation off approves nothing by itself: what waits was never looked at (§30). */}
      <p>{on ? t("adminModeration.on") : t("adminModeration.off")}</p>
      <Queue
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
              {[
                t(p.gender),
                p.age,
                maritalStatusIn(t, p.maritalStatus),
                `${p.city}, ${p.state}`,
                p.education,
                p.working,
              ].join(" · ")}
            </p>
            <p className="field__hint">{t("adminModeration.joined", { time: utc(p.createdAt) })}</p>
            <DecisionForm member={p}>
              <DecisionButton intent="approve-profile" name={p.fullName} />
            </DecisionForm>
          </>
        )}
      </Queue>
      <Queue
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
      </Queue>
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
