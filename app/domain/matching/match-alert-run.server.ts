import { and, eq, gt, inArray, lte, min } from "drizzle-orm";
import { getDb, mayWrite, WRITE } from "~/db/client.server";
import { members } from "~/db/schema";
import { matchAlerts } from "~/db/schema-matching";
import { listingFilterSchema, listingQueryOf } from "~/forms/listing";
import type { Language } from "~/forms/languages";
import type { MatchFit } from "~/forms/match-fit";
import { memberCode } from "~/forms/member-id";
import { now } from "~/services/clock.server";
import { getEnv, siteNameIn } from "~/services/env.server";
import { allListedProfiles } from "../listing/listing.server";
import { emailT } from "../mail/email-words.server";
import { queueMail } from "../mail/mail-queue.server";
import { emailDay, siteLink } from "../mail/mail-wording.server";
import { stopLink, WEEK_MS } from "./match-alerts.server";
import { rankCandidates, settledWith } from "./matching.server";
import type { Gender } from "../accounts/member";

// The weekly run of match alerts (docs/product-rules.md §26). Each due alert looks at the members who
// joined since its last run; the e-mail, if anyone new fits, is queued in the same transaction that moves
// the alert on a week, so a crash neither loses a week nor sends one twice.

/** Members named in one e-mail; the rest are behind its "see all" link. */
export const LISTED_PER_MAIL = 10;

type Newcomer = { unqId: number; gender: Gender; createdAt: Date };
type Alert = typeof matchAlerts.$inferSelect;
type Recipient = { unqId: number; gender: Gender; fullName: string; language: Language | null };
/** New members an alert found, best first, and how many there are in all. */
type Found = { total: number; shown: { unqId: number; fit?: MatchFit }[] };

const NOTHING: Found = { total: 0, shown: [] };

/** Keeps an alert's day and hour: whole weeks after its due time, the first one still ahead of `at`. */
export function nextDueAfter(due: Date, at: Date): Date {
  const weeks = Math.floor((at.getTime() - due.getTime()) / WEEK_MS) + 1;
  return new Date(due.getTime() + weeks * WEEK_MS);
}

/** Everyone who joined in (since, upTo]: read once per run (created_at has no index; a week is few rows). */
function joinedBetween(since: Date, upTo: Date): Newcomer[] {
  return getDb()
    .select({ unqId: members.unqId, gender: members.gender, createdAt: members.createdAt })
    .from(members)
    .where(and(gt(members.createdAt, since), lte(members.createdAt, upTo)))
    .all();
}

/**
 * Preferences: the newcomers who meet every preference the member set, in the order of /matches (mutual
 * fit). With no preference set, every newcomer fits; the e-mail then lists the best of them.
 */
function byPreferences(recipient: Recipient, among: Set<number>): Found {
  const ranking = rankCandidates(recipient, {
    among,
    exclude: settledWith(recipient.unqId),
    limit: among.size,
    offset: 0,
  });
  const fitting = ranking.rows.filter((row) => row.fit.mine === row.fit.mineSet);
  return { total: fitting.length, shown: fitting.slice(0, LISTED_PER_MAIL) };
}

/** A saved search: what it lists today (newest first), of the newcomers only. */
function bySearch(recipient: Recipient, search: string, among: Set<number>): Found {
  const parsed = listingFilterSchema.safeParse(Object.fromEntries(new URLSearchParams(search)));
  if (!parsed.success) {
    // Saved under an older form of the search: nothing is sent rather than a list the member did not ask for.
    console.warn(`match alerts: member ${recipient.unqId}'s saved search no longer reads (${search.length} chars)`);
    return NOTHING;
  }
  const lowest = Math.min(...among);
  const found: number[] = [];
  // The listing runs newest first by member number, and newcomers have the highest numbers: stop below them.
  batches: for (const batch of allListedProfiles(recipient, listingQueryOf(parsed.data)).batches) {
    for (const card of batch) {
      if (card.unqId < lowest) break batches;
      if (among.has(card.unqId)) found.push(card.unqId);
    }
  }
  return { total: found.length, shown: found.slice(0, LISTED_PER_MAIL).map((unqId) => ({ unqId })) };
}

/**
 * Why a match matched, as describeFit (app/forms/match-fit.ts) says it in English, in the e-mail's language:
 * "Fits 5 of your 6 preferences; you fit all of theirs".
 */
function fitIn(t: ReturnType<typeof emailT>, fit: MatchFit): string {
  const { mine: met, mineSet: set } = fit;
  const yours =
    set === 0
      ? t("fit.youNoneSet")
      : set === 1
        ? met === 1
          ? t("fit.youFitOne")
          : t("fit.youMissOne")
        : met === set
          ? t("fit.youAll", { set })
          : met === 0
            ? t("fit.youNone", { set })
            : t("fit.youSome", { met, set });
  const { theirs: fits, theirsSet: asked } = fit;
  const theirs =
    asked === 0
      ? t("fit.theyNoneSet")
      : asked === 1
        ? fits === 1
          ? t("fit.theyOne")
          : t("fit.theyMissOne")
        : fits === asked
          ? t("fit.theyAll")
          : fits === 0
            ? t("fit.theyNone")
            : t("fit.theySome", { met: fits, set: asked });
  return t("fit.both", { yours, theirs });
}

/**
 * The e-mail, in the recipient's language: name, member number, age and city of each, with a link to their
 * profile; never contact details.
 */
function alertMail(recipient: Recipient, alert: Alert, found: Found): { subject: string; body: string } {
  const language = recipient.language ?? "en";
  const t = emailT(language);
  const ids = found.shown.map((row) => row.unqId);
  const rows = getDb()
    .select({
      unqId: members.unqId,
      publicId: members.publicId,
      fullName: members.fullName,
      age: members.age,
      city: members.city,
    })
    .from(members)
    .where(inArray(members.unqId, ids))
    .all();
  const byId = new Map(rows.map((row) => [row.unqId, row]));
  const lines = found.shown.flatMap(({ unqId, fit }) => {
    const m = byId.get(unqId);
    if (!m) return [];
    const member = { name: m.fullName, code: memberCode(m.unqId), age: m.age, city: m.city ?? "" };
    // A member who has not given a city yet (the short signup, §3) is listed without one.
    const [line, lineWhy] = m.city
      ? ["alerts.member", "alerts.memberWhy"]
      : ["alerts.memberNoPlace", "alerts.memberWhyNoPlace"];
    return [
      fit ? t(lineWhy, { ...member, why: fitIn(t, fit) }) : t(line, member),
      `  ${siteLink(`/InnerProfile/${m.publicId}`)}`,
    ];
  });
  const site = siteNameIn(language);
  const count = found.total;
  const preferences = alert.searchQuery === null;
  const more = found.total - found.shown.length;
  const link = siteLink(preferences ? "/matches" : `/profilePage${alert.searchQuery && `?${alert.searchQuery}`}`);
  const joined = { count, site, date: emailDay(alert.lastSentAt, language) };
  return {
    subject: preferences ? t("alerts.subjectMatches", { count, site }) : t("alerts.subjectSearch", { count, site }),
    body: [
      t("alerts.hello", { name: recipient.fullName }),
      ``,
      preferences ? t("alerts.joinedPreferences", joined) : t("alerts.joinedSearch", joined),
      ``,
      ...lines,
      ``,
      more > 0 ? t("alerts.more", { more, link }) : t("alerts.seeAll", { link }),
      ...(preferences && found.shown.some(({ fit }) => fit?.mineSet === 0)
        ? [``, t("alerts.setPreferences", { link: siteLink("/preferences") })]
        : []),
      ``,
      t("alerts.why", { link: siteLink("/alerts") }),
      t("alerts.stop", { link: stopLink(recipient.unqId) }),
    ].join("\n"),
  };
}

/**
 * Runs one alert if it is still due at `at`: queues its e-mail when a newcomer fits, and moves it on a
 * week either way, in one transaction. A blocked member is sent nothing. Returns whether an e-mail was queued.
 */
export function runAlert(unqId: number, at: Date, newcomers: readonly Newcomer[]): boolean {
  const db = getDb();
  return db.transaction(() => {
    const alert = db.select().from(matchAlerts).where(eq(matchAlerts.memberUnqId, unqId)).get();
    if (!alert || alert.nextDueAt > at) return false; // stopped, or run meanwhile
    db.update(matchAlerts)
      .set({ lastSentAt: at, nextDueAt: nextDueAfter(alert.nextDueAt, at) })
      .where(eq(matchAlerts.memberUnqId, unqId))
      .run();
    const recipient = db
      .select({
        unqId: members.unqId,
        gender: members.gender,
        fullName: members.fullName,
        blocked: members.blockByAdmin,
        language: members.language,
      })
      .from(members)
      .where(eq(members.unqId, unqId))
      .get();
    if (!recipient || recipient.blocked) return false;
    const among = new Set(
      newcomers.filter((n) => n.gender !== recipient.gender && n.createdAt > alert.lastSentAt).map((n) => n.unqId),
    );
    if (among.size === 0) return false;
    const found =
      alert.searchQuery === null ? byPreferences(recipient, among) : bySearch(recipient, alert.searchQuery, among);
    if (found.total === 0) return false;
    const { subject, body } = alertMail(recipient, alert, found);
    queueMail({ kind: "match-alert", toUnqId: unqId, subject, body });
    return true;
  }, WRITE);
}

/** Runs every alert due now, one transaction each, letting requests in between. Returns e-mails queued. */
export async function sendDueAlerts(): Promise<number> {
  const at = now();
  const db = getDb();
  const due = db.select({ unqId: matchAlerts.memberUnqId }).from(matchAlerts).where(lte(matchAlerts.nextDueAt, at));
  const since = db
    .select({ at: min(matchAlerts.lastSentAt) })
    .from(matchAlerts)
    .where(lte(matchAlerts.nextDueAt, at));
  const ids = due.all().map((row) => row.unqId);
  const oldest = since.get()?.at;
  if (ids.length === 0 || !oldest) return 0;
  const newcomers = joinedBetween(new Date(oldest), at);
  let queued = 0;
  for (const unqId of ids) {
    try {
      if (runAlert(unqId, at, newcomers)) queued += 1;
    } catch (error) {
      // Rolled back: that alert stays due and is tried again at the next check; the others go on.
      console.error(`match alerts: member ${unqId}'s alert failed: ${(error as Error).message}`);
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (queued > 0) console.info(`match alerts: ${queued} ${queued === 1 ? "e-mail" : "e-mails"} queued`);
  return queued;
}

let started = false;
let running = false;

/** Looks for due alerts now and every MATCH_ALERT_CHECK_SECONDS while the server lives. */
export function startMatchAlerts(): void {
  if (started) return;
  started = true;
  const check = () => {
    // A LiteFS replica sends none: the primary does (decision 017).
    if (running || !mayWrite()) return;
    running = true;
    sendDueAlerts()
      .catch((error: Error) => console.error(`match alerts: the run stopped: ${error.message}`))
      .finally(() => (running = false));
  };
  check();
  setInterval(check, getEnv().MATCH_ALERT_CHECK_SECONDS * 1000).unref();
}
