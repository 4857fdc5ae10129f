import { Form, Link } from "react-router";
import type { ReactNode } from "react";
import { DEFAULT_AVATAR } from "~/forms/default-avatar";
import { memberCode } from "~/forms/member-id";
import { useT } from "./translate";

// The lists of /admin/moderation (docs/product-rules.md §30): each member waiting for approval with their photo
// as others would see it, and the forms of the decisions on them (app/web/approvals.server.ts makes them).

/** What an administrator decides here. */
export type Decision = "approve-profile" | "approve-photo" | "reject-photo";

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
export function ApprovalQueue<T extends Waiting>({ id, title, empty, items, limit, children }: QueueProps<T>) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title({ number: items.length, first: items.length === limit })}</h2>
      {items.length === 0 ? (
        <p className="empty">{empty}</p>
      ) : (
        <ul className="people">
          {items.map((item) => (
            <WaitingItem key={`${item.publicId}-${item.photoId}`} member={item}>
              {children(item)}
            </WaitingItem>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A decision's form: the member and the photo the page showed, so nothing changed meanwhile is approved unseen. */
export function DecisionForm({ member, children }: { member: Waiting; children: ReactNode }) {
  return (
    <Form method="post" className="moderation">
      <input type="hidden" name="memberId" value={member.publicId} />
      <input type="hidden" name="photoId" value={member.photoId ?? ""} />
      {children}
    </Form>
  );
}

export function DecisionButton({ intent, name }: { intent: Decision; name: string }) {
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
