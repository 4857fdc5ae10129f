import type { GuardianAction } from "~/forms/family-options";
import { Pager } from "./Pager";

// The member's log of their guardians' actions and of every change to their access (docs/product-rules.md §32).

export type ActivityEntryData = {
  id: number;
  guardianName: string;
  action: GuardianAction;
  aboutName: string | null;
  createdAt: string;
};

/** One entry in plain words: who did what, about whom. */
function describe({ guardianName: who, action, aboutName }: ActivityEntryData): string {
  const whom = aboutName ?? "a member";
  const words: Record<GuardianAction, string> = {
    invited: `You invited ${who}.`,
    "accepted-invitation": `${who} accepted your invitation.`,
    "declined-invitation": `${who} declined your invitation.`,
    viewed: `${who} looked at your requests and connections.`,
    "read-messages": `${who} read your messages with ${aboutName ?? "a deleted member"}.`,
    "accepted-request": `${who} accepted ${whom}'s request on your behalf.`,
    "declined-request": `${who} declined ${whom}'s request on your behalf.`,
    "allowed-answering": `You allowed ${who} to answer requests on your behalf.`,
    "stopped-answering": `You stopped ${who} answering requests on your behalf.`,
    revoked: `You revoked ${who}'s access.`,
  };
  return words[action];
}

const at = (date: string) =>
  new Date(date).toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

export function GuardianActivity({
  entries,
  total,
  page,
  pages,
}: {
  entries: ActivityEntryData[];
  total: number;
  page: number;
  pages: number;
}) {
  return (
    <section className="stack" aria-labelledby="activity-heading">
      <h2 id="activity-heading">Activity</h2>
      {entries.length === 0 ? (
        <p className="empty">Nothing yet.</p>
      ) : (
        <ul>
          {entries.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.createdAt}>{at(entry.createdAt)}</time> {describe(entry)}
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={page}
        pages={pages}
        hrefFor={(n) => `/family?page=${n}`}
        summary={`${total} entries · page ${page} of ${pages}`}
      />
    </section>
  );
}
