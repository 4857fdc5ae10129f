import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { moderationOn, recentApprovals, waitingForApproval } from "~/domain/approvals.server";
import { memberCode } from "~/forms/member-id";
import { requireAdmin } from "~/web/auth.server";
import { decideApproval } from "~/web/approvals.server";
import { redirectWithFlash } from "~/web/flash.server";
import { readForm } from "~/web/request-body.server";

// New profiles and changed photos waiting for an administrator (docs/product-rules.md §30).

export const meta: MetaFunction = () => [{ title: "Moderation" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json(
    { on: moderationOn(), ...waitingForApproval(), recent: recentApprovals() },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  return redirectWithFlash("/admin/moderation", await decideApproval(await readForm(request), admin.unqId));
}

const ACTION_LABELS = {
  "approve-profile": "approved the profile of",
  "approve-photo": "approved the photo of",
  "reject-photo": "removed the photo of",
} as const;

const MODERATION_ON = "Moderation is on: new profiles and changed photos are shown to nobody else until approved here.";
// Turning moderation off approves nothing by itself: what waits was never looked at (§30).
const MODERATION_OFF =
  "Moderation is off (MODERATION): nothing new waits. Anything still waiting from before stays hidden " +
  "and is listed below until you approve or remove it.";

const utc = (iso: string) => `${iso.slice(0, 16).replace("T", " ")} UTC`;

type Waiting = { publicId: string; unqId: number; fullName: string; image: string | null; photoId: string | null };

/** One waiting member: the photo as others would see it, the name linking to the member's full details. */
function WaitingItem({ member, children }: { member: Waiting; children: ReactNode }) {
  return (
    <li className="card person">
      <img
        src={member.image ?? "/avatar-default.svg"}
        alt={member.image ? `Photo of ${member.fullName}` : "No photo"}
        width={96}
        height={96}
        className="avatar"
      />
      <div className="person__body">
        <h3>
          <Link to={`/admin/members/${member.publicId}`}>{member.fullName}</Link> · {memberCode(member.unqId)}
        </h3>
        {children}
      </div>
    </li>
  );
}

type QueueProps<T> = {
  id: string;
  title: string;
  empty: string;
  items: T[];
  limit: number;
  children: (item: T) => ReactNode;
};

/** One list of what waits, oldest first; the count says when only the first `limit` are shown. */
function Queue<T extends Waiting>({ id, title, empty, items, limit, children }: QueueProps<T>) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>
        {title} ({items.length === limit ? `first ${limit}` : items.length})
      </h2>
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

function DecisionButton({ intent, label, name }: { intent: keyof typeof ACTION_LABELS; label: string; name: string }) {
  const what = intent === "approve-profile" ? "profile" : "photo";
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      className="button button--small"
      aria-label={`${label} ${name}'s ${what}`}
    >
      {label}
    </button>
  );
}

export default function AdminModeration() {
  const { on, profiles, photos, limit, recent } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Moderation</h1>
      <p>{on ? MODERATION_ON : MODERATION_OFF}</p>
      <Queue id="profiles-heading" title="New profiles" empty="No profiles waiting." items={profiles} limit={limit}>
        {(p) => (
          <>
            <p>
              {p.gender} · {p.age} · {p.maritalStatus} · {p.city}, {p.state} · {p.education} · {p.working}
            </p>
            <p className="field__hint">Joined {utc(p.createdAt)}</p>
            <DecisionForm member={p}>
              <DecisionButton intent="approve-profile" label="Approve" name={p.fullName} />
            </DecisionForm>
          </>
        )}
      </Queue>
      <Queue id="photos-heading" title="New photos" empty="No photos waiting." items={photos} limit={limit}>
        {(p) => (
          <>
            <p className="field__hint">Saved {utc(p.updatedAt)}</p>
            <DecisionForm member={p}>
              <DecisionButton intent="approve-photo" label="Approve" name={p.fullName} />
              <DecisionButton intent="reject-photo" label="Reject" name={p.fullName} />
            </DecisionForm>
          </>
        )}
      </Queue>
      <section aria-labelledby="recent-heading">
        <h2 id="recent-heading">Recent decisions</h2>
        {recent.length === 0 ? (
          <p className="empty">None yet.</p>
        ) : (
          <ul>
            {recent.map((r) => (
              <li key={r.id}>
                {utc(r.createdAt)}: {r.adminName ?? "A former administrator"}{" "}
                {ACTION_LABELS[r.action as keyof typeof ACTION_LABELS]}{" "}
                <Link to={`/admin/members/${r.memberPublicId}`}>{r.memberName}</Link> ({memberCode(r.memberUnqId)})
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
