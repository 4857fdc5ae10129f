import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { matchAlerts } from "~/db/schema-matching";
import { listingFilterSchema } from "~/forms/listing";
import { now } from "~/services/clock.server";
import { signMember, verifyMember } from "~/services/signed-token.server";
import { UserError } from "~/services/user-error.server";
import { siteLink } from "../mail/mail-wording.server";

// The weekly new-match e-mail (docs/product-rules.md §26): one alert per member, following either their
// partner preferences or a saved search. The weekly run that sends it is in match-alert-run.server.ts.

export const WEEK_MS = 7 * 24 * 3600_000;
const STOP_PURPOSE = "match-alert-stop";
export const STOPPED_MESSAGE = "You will no longer receive weekly match e-mails.";

/** What the member's alert follows and when its next e-mail is due; null: no alert. */
export type MatchAlert = { search: string | null; nextDueAt: Date };

export function readAlert(unqId: number): MatchAlert | null {
  const row = getDb()
    .select({ search: matchAlerts.searchQuery, nextDueAt: matchAlerts.nextDueAt })
    .from(matchAlerts)
    .where(eq(matchAlerts.memberUnqId, unqId))
    .get();
  return row ?? null;
}

/** The alert as pages show it: what it follows and the day of its next e-mail; null: no alert. */
export function alertSummary(unqId: number): { search: string | null; nextDue: string } | null {
  const alert = readAlert(unqId);
  return alert && { search: alert.search, nextDue: formatDay(alert.nextDueAt) };
}

/**
 * A /profilePage query string as an alert keeps it: the filters as the search form's schema reads them,
 * blanks and the page left out, so one search is always stored alike. A refused filter is a UserError.
 */
export function normaliseSearch(search: string): string {
  const parsed = listingFilterSchema.safeParse(Object.fromEntries(new URLSearchParams(search)));
  if (!parsed.success) throw new UserError(`Please check the filters: ${parsed.error.issues[0].message}.`);
  const { page, ...filter } = parsed.data;
  // One member by id is not a search new members could ever join.
  if (filter.unqId !== undefined) throw new UserError("A search for one member ID cannot be followed.");
  const normal = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) if (value !== undefined) normal.set(name, String(value));
  return normal.toString();
}

/**
 * Starts the member's alert, or replaces what it follows (one per member). A new alert's first e-mail is
 * due a week from now and tells of members who join from now on; a replaced one keeps its schedule, so
 * no week is skipped or sent twice.
 */
function follow(unqId: number, searchQuery: string | null): void {
  const at = now();
  getDb()
    .insert(matchAlerts)
    .values({
      memberUnqId: unqId,
      searchQuery,
      lastSentAt: at,
      nextDueAt: new Date(at.getTime() + WEEK_MS),
      createdAt: at,
    })
    .onConflictDoUpdate({ target: matchAlerts.memberUnqId, set: { searchQuery } })
    .run();
}

/** Weekly e-mails of new members who fit the member's partner preferences. */
export function followPreferences(unqId: number): void {
  follow(unqId, null);
}

/** Weekly e-mails of new members a saved /profilePage search finds. Throws UserError for a refused filter. */
export function followSearch(unqId: number, search: string): void {
  follow(unqId, normaliseSearch(search));
}

export function stopAlert(unqId: number): void {
  getDb().delete(matchAlerts).where(eq(matchAlerts.memberUnqId, unqId)).run();
}

/** The e-mail's one-click stop link: works without a login, for this member only. */
export function stopLink(unqId: number): string {
  return siteLink(`/alerts/stop?token=${encodeURIComponent(signMember(STOP_PURPOSE, unqId))}`);
}

/** Stops the alert a stop link names (already stopped: nothing to do). A token not ours changes nothing. */
export function stopAlertByToken(token: unknown): void {
  const unqId = verifyMember(STOP_PURPOSE, token);
  if (unqId === null) throw new UserError("This stop link is not valid. Log in to stop the weekly e-mails.");
  stopAlert(unqId);
}

/** A day as members in India read it: "30 November 2026". */
export function formatDay(date: Date): string {
  return date.toLocaleDateString("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" });
}
