import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import { now } from "~/services/clock.server";

// Hiding one's profile (docs/product-rules.md §28) is a pause: the member leaves every listing, match,
// search, match e-mail and other members' shortlists (all of them read listedMembers), while their
// requests and connections go on as before. Unhiding puts them back; nothing else changes.

/** Hides or shows the member's profile; setting it as it already is changes nothing. */
export function setHidden(unqId: number, hidden: boolean): void {
  getDb().update(members).set({ hidden, updatedAt: now() }).where(eq(members.unqId, unqId)).run();
}

/** Whether the member's profile is hidden. */
export function isHidden(unqId: number): boolean {
  return (
    getDb().select({ hidden: members.hidden }).from(members).where(eq(members.unqId, unqId)).get()?.hidden ?? false
  );
}
