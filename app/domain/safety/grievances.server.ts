import { randomInt } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { getDb, WRITE } from "~/db/client.server";
import { members } from "~/db/schema";
import { grievanceAnswers, grievances } from "~/db/schema-law";
import type { GrievanceInput } from "~/forms/grievance";
import {
  PROMPT_CATEGORIES,
  REMOVAL_CATEGORIES,
  type GrievanceCategory,
  type GrievanceStatus,
} from "~/forms/grievance-options";
import type { Language } from "~/forms/languages";
import { parseMemberNumber } from "~/forms/member-id";
import { now } from "~/services/clock.server";
import { getEnv, siteNameIn } from "~/services/env.server";
import { UserError } from "~/services/user-error.server";
import { clientLimitKey, consumeWithinLimits, limitKey } from "../accounts/rate-limits.server";
import { emailT } from "../mail/email-words.server";
import { queueMail } from "../mail/mail-queue.server";
import { siteLink } from "../mail/mail-wording.server";

// Complaints to the grievance officer (IT Rules 2021, rule 3(2); docs/product-rules.md §41): filed by anyone, with
// a random ticket; acknowledged within 24 hours and resolved within 15 days, within 72 hours when it asks to remove
// harassment, fraud or a fake profile, and within 24 hours when it is about impersonation or a morphed or intimate
// image. Followed by ticket and address.

const HOUR = 3600_000;
const DAY = 24 * HOUR;
export const ACKNOWLEDGE_WITHIN_MS = DAY;
export const RESOLVE_WITHIN_MS = 15 * DAY;
export const REMOVE_WITHIN_MS = DAY;
export const PROMPT_WITHIN_MS = 72 * HOUR;

// No 0/O, 1/I/L or U: a ticket read out on the phone is not misheard. 30^8 (about 6.6 × 10^11): not to be guessed.
const TICKET_LETTERS = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
export const newTicket = (): string =>
  `GR-${Array.from({ length: 8 }, () => TICKET_LETTERS[randomInt(TICKET_LETTERS.length)]).join("")}`;

export type GrievanceOfficer = { name: string; email?: string; phone?: string; address?: string };

/** The officer as configured (README, Configuration); none in development when it is not set. */
export function grievanceOfficer(): GrievanceOfficer | null {
  const env = getEnv();
  if (!env.GRIEVANCE_OFFICER_NAME) return null;
  return {
    name: env.GRIEVANCE_OFFICER_NAME,
    email: env.GRIEVANCE_OFFICER_EMAIL,
    phone: env.GRIEVANCE_OFFICER_PHONE,
    address: env.GRIEVANCE_OFFICER_ADDRESS,
  };
}

type Timed = { category: GrievanceCategory; status: GrievanceStatus; createdAt: Date };
export type GrievanceClock = {
  /** Impersonation or a morphed or intimate image: resolved within 24 hours. */
  removal: boolean;
  /** Harassment, fraud or a fake profile: resolved within 72 hours. */
  prompt: boolean;
  acknowledgeBy: Date;
  resolveBy: Date;
  /** The next time limit the complaint has to meet (none once resolved). */
  dueAt: Date | null;
  overdue: boolean;
};

/** A complaint's time limits at `at`: 24 hours, 72 hours or 15 days to resolve, and whether one has passed. */
export function clockOf(grievance: Timed, at: Date = now()): GrievanceClock {
  const removal = REMOVAL_CATEGORIES.includes(grievance.category);
  const prompt = PROMPT_CATEGORIES.includes(grievance.category);
  const received = grievance.createdAt.getTime();
  const acknowledgeBy = new Date(received + ACKNOWLEDGE_WITHIN_MS);
  const within = removal ? REMOVE_WITHIN_MS : prompt ? PROMPT_WITHIN_MS : RESOLVE_WITHIN_MS;
  const resolveBy = new Date(received + within);
  const dueAt = grievance.status === "resolved" ? null : grievance.status === "received" ? acknowledgeBy : resolveBy;
  return { removal, prompt, acknowledgeBy, resolveBy, dueAt, overdue: dueAt !== null && at > dueAt };
}

/** The member a complaint names, refused when no member has that id (a typo the complainant can fix). */
function concernedMember(memberId: string | undefined): number | null {
  const number = memberId ? parseMemberNumber(memberId) : undefined;
  if (number === undefined) return null;
  const found = getDb().select({ unqId: members.unqId }).from(members).where(eq(members.unqId, number)).get();
  if (!found) throw new UserError("No member has this ID.", { field: "memberId" });
  return found.unqId;
}

type Filer = { memberUnqId?: number; language: Language; clientIp: string };

/**
 * Files a complaint and queues its acknowledgement, in the complainant's language; returns the ticket. The e-mail
 * holds only the site's words and the ticket, never what was typed (name, details): anyone may give any address,
 * and the site's address must not carry a stranger's text to it. Throttled per client and per address.
 */
export function fileGrievance(input: GrievanceInput, filer: Filer): string {
  consumeWithinLimits(
    { key: clientLimitKey("grievance:client", filer.clientIp), max: 20, windowMs: HOUR },
    { key: limitKey("grievance:email", input.email), max: 5, windowMs: HOUR },
  );
  const concernedUnqId = concernedMember(input.memberId);
  const db = getDb();
  return db.transaction(() => {
    // Under the write lock: a ticket drawn twice (one chance in billions) is drawn again, never a 500.
    let ticket = newTicket();
    while (db.select({ id: grievances.id }).from(grievances).where(eq(grievances.ticket, ticket)).get())
      ticket = newTicket();
    const at = now();
    db.insert(grievances)
      .values({
        ticket,
        category: input.category,
        name: input.name,
        email: input.email,
        language: filer.language,
        memberUnqId: filer.memberUnqId ?? null,
        concernedUnqId,
        details: input.details,
        createdAt: at,
      })
      .run();
    const t = emailT(filer.language);
    const clock = clockOf({ category: input.category, status: "received", createdAt: at });
    queueMail({
      kind: "grievance",
      toEmail: input.email,
      subject: t("grievance.receivedSubject", { ticket, site: siteNameIn(filer.language) }),
      body: [
        t("common.greeting"),
        ``,
        t("grievance.received", { ticket }),
        t(clock.removal ? "grievance.removalLimits" : clock.prompt ? "grievance.promptLimits" : "grievance.limits"),
        t("grievance.follow", { link: siteLink("/grievances") }),
      ].join("\n"),
    });
    return ticket;
  }, WRITE);
}

export type FollowedGrievance = {
  ticket: string;
  category: GrievanceCategory;
  status: GrievanceStatus;
  receivedAt: Date;
  clock: GrievanceClock;
  answers: { action: "acknowledge" | "update" | "resolve"; message: string; at: Date }[];
};

/**
 * A complaint as its complainant follows it: by ticket and the address it was filed with. The same null whether
 * the ticket or the address is wrong; throttled per client, so tickets cannot be tried in bulk.
 */
export function followGrievance(ticket: string, email: string, clientIp: string): FollowedGrievance | null {
  consumeWithinLimits({ key: clientLimitKey("grievance-follow:client", clientIp), max: 30, windowMs: HOUR });
  const row = getDb().select().from(grievances).where(eq(grievances.ticket, ticket)).get();
  if (!row || row.email !== email) return null;
  return {
    ticket: row.ticket,
    category: row.category,
    status: row.status,
    receivedAt: row.createdAt,
    clock: clockOf(row),
    answers: answersTo(row.id),
  };
}

/** The answers sent about a complaint, oldest first. */
export function answersTo(grievanceId: number) {
  return getDb()
    .select({ action: grievanceAnswers.action, message: grievanceAnswers.message, at: grievanceAnswers.createdAt })
    .from(grievanceAnswers)
    .where(eq(grievanceAnswers.grievanceId, grievanceId))
    .orderBy(asc(grievanceAnswers.createdAt), asc(grievanceAnswers.id))
    .all();
}
