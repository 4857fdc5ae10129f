import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { getDb, WRITE } from "~/db/client.server";
import { biodataLinks } from "~/db/schema-biodata";
import { now } from "~/services/clock.server";
import { UserError } from "~/services/user-error.server";
import { clientLimitKey, consumeWithinLimits, limitKey } from "../accounts/rate-limits.server";
import { biodataForLink, type Biodata } from "./biodata.server";

// Share links to a member's biodata (issue 42, docs/product-rules.md §40): made and revoked by the member (or a
// guardian they allowed), each valid 7 or 30 days, with an optional limit of views. The link carries
// `<id>.<secret>`: 32 random bytes, of which only the SHA-256 is kept and compared in constant time, as the
// guardians' invitations do. Revoked, expired and used-up are checked at every open.

const DAY = 24 * 3600_000;
export const LINK_DAYS = [7, 30] as const;
export type LinkDays = (typeof LINK_DAYS)[number];
/** A family makes a few links a day; more is a script. */
const LINKS_PER_DAY = 20;
/** Opens of share links per client: a family passing one link round is far below; a guesser is not. */
const OPENS_PER_HOUR = 60;

export type LinkInput = { label: string; days: LinkDays; maxViews: number | null; showPhoto: boolean };

const hashOf = (secret: string) => createHash("sha256").update(secret).digest("hex");
const TOKEN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/** Makes a link and returns its token, which is shown once (only its hash is kept). */
export function makeBiodataLink(memberUnqId: number, input: LinkInput, madeByGuardianId: number | null = null) {
  consumeWithinLimits({ key: limitKey("biodata-link", String(memberUnqId)), max: LINKS_PER_DAY, windowMs: DAY });
  const secret = randomBytes(32).toString("base64url");
  const at = now();
  const { id } = getDb()
    .insert(biodataLinks)
    .values({
      memberUnqId,
      tokenHash: hashOf(secret),
      label: input.label,
      showPhoto: input.showPhoto,
      expiresAt: new Date(at.getTime() + input.days * DAY),
      maxViews: input.maxViews,
      madeByGuardianId,
      createdAt: at,
    })
    .returning({ id: biodataLinks.id })
    .get();
  return `${id}.${secret}`;
}

/** Revokes one of the member's links at once; another member's or an unknown link is "not found". */
export function revokeBiodataLink(memberUnqId: number, linkId: number): { label: string } {
  const revoked = getDb()
    .update(biodataLinks)
    .set({ revokedAt: now() })
    .where(and(eq(biodataLinks.id, linkId), eq(biodataLinks.memberUnqId, memberUnqId), isNull(biodataLinks.revokedAt)))
    .returning({ label: biodataLinks.label })
    .get();
  if (!revoked) throw new UserError("Link not found", { status: 404 });
  return revoked;
}

type LinkRow = typeof biodataLinks.$inferSelect;
export type LinkState = "active" | "revoked" | "expired" | "used";

/** Why a link no longer opens, or "active": read at every open. */
export function stateOf(link: Pick<LinkRow, "revokedAt" | "expiresAt" | "maxViews" | "views">): LinkState {
  if (link.revokedAt) return "revoked";
  if (link.expiresAt.getTime() <= now().getTime()) return "expired";
  if (link.maxViews !== null && link.views >= link.maxViews) return "used";
  return "active";
}

/** The member's links, newest first, with their views, last view and state (never their tokens). */
export function biodataLinksOf(memberUnqId: number) {
  return getDb()
    .select({
      id: biodataLinks.id,
      label: biodataLinks.label,
      showPhoto: biodataLinks.showPhoto,
      expiresAt: biodataLinks.expiresAt,
      maxViews: biodataLinks.maxViews,
      views: biodataLinks.views,
      lastViewedAt: biodataLinks.lastViewedAt,
      revokedAt: biodataLinks.revokedAt,
      createdAt: biodataLinks.createdAt,
    })
    .from(biodataLinks)
    .where(eq(biodataLinks.memberUnqId, memberUnqId))
    .orderBy(desc(biodataLinks.createdAt), desc(biodataLinks.id))
    .all()
    .map((link) => ({ ...link, state: stateOf(link) }));
}

export type BiodataLinkRow = ReturnType<typeof biodataLinksOf>[number];

/** The link a token names, or undefined: the secret's hash compared in constant time. */
function linkOf(token: string): LinkRow | undefined {
  const match = TOKEN.exec(token);
  if (!match) return undefined;
  const link = getDb()
    .select()
    .from(biodataLinks)
    .where(eq(biodataLinks.id, Number(match[1])))
    .get();
  if (!link) return undefined;
  const same = timingSafeEqual(Buffer.from(link.tokenHash, "hex"), Buffer.from(hashOf(match[2]), "hex"));
  return same ? link : undefined;
}

const gone = () => new UserError("This link is no longer available.", { status: 410 });

export type OpenedLink = { label: string; biodata: Biodata };

/**
 * Opens a share link for a visitor and counts the view (the page and each PDF are one view each: each is a copy
 * that can be passed on). Throttled per client; a link that is unknown, revoked, expired or used up, or whose
 * member may not be shown now, answers 410 and counts nothing. The check and the count are one write
 * transaction, so two opens of a link with one view left cannot both pass.
 */
export function openBiodataLink(token: string, client: string): OpenedLink {
  consumeWithinLimits({ key: clientLimitKey("biodata-open", client), max: OPENS_PER_HOUR, windowMs: 3600_000 });
  return getDb().transaction(() => {
    const link = linkOf(token);
    // A member who is hidden, blocked or awaiting approval is shown to no one through a link either.
    const biodata = link && stateOf(link) === "active" ? biodataForLink(link.memberUnqId, link.showPhoto) : null;
    if (!link || !biodata) throw gone();
    getDb()
      .update(biodataLinks)
      .set({ views: sql`${biodataLinks.views} + 1`, lastViewedAt: now() })
      .where(eq(biodataLinks.id, link.id))
      .run();
    return { label: link.label, biodata };
  }, WRITE);
}
