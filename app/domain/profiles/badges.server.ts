import { sql } from "drizzle-orm";
import { members } from "~/db/schema";
import type { DocumentType } from "~/forms/verification-options";

// A member's badges (issue 37, docs/product-rules.md §39): each one names what was checked and when, read from the
// columns that record the checks. Never the number or the address itself: a badge says that it was proven, not
// what it is, so anyone who may see the profile may see its badges.

/**
 * One badge. `id` and `photo`: a person checked an identity document (of `document`'s kind) or a selfie against
 * the profile photos; `mobile` and `email`: the number answered an SMS code, the address an e-mailed code; `team`:
 * the administrators' old "Verified" toggle, whose check was never recorded, so it has no date
 * (docs/decisions/032-badges-and-the-old-verified-flag.md).
 */
export type Badge =
  | { kind: "id"; at: Date; document: DocumentType | null }
  | { kind: "photo" | "mobile" | "email"; at: Date }
  | { kind: "team" };
export type BadgeKind = Badge["kind"];

/** The columns the badges are read from: a listing selects exactly these beside its own. */
export const badgeColumns = {
  verified: members.verified,
  mobileVerifiedAt: members.mobileVerifiedAt,
  emailVerifiedAt: members.emailVerifiedAt,
  idVerifiedAt: members.idVerifiedAt,
  idDocumentType: members.idDocumentType,
  photoVerifiedAt: members.photoVerifiedAt,
};

export type BadgeFacts = {
  verified: boolean;
  mobileVerifiedAt: Date | null;
  emailVerifiedAt: Date | null;
  idVerifiedAt: Date | null;
  idDocumentType: DocumentType | null;
  photoVerifiedAt: Date | null;
};

/**
 * A member's badges, the checks made by a person first (ID, photo, the team's mark), then the automatic ones
 * (mobile, e-mail): on a narrow card the first ones are the ones that wrap least.
 */
export function badgesOf(member: BadgeFacts): Badge[] {
  const badges: Badge[] = [];
  if (member.idVerifiedAt) badges.push({ kind: "id", at: member.idVerifiedAt, document: member.idDocumentType });
  if (member.photoVerifiedAt) badges.push({ kind: "photo", at: member.photoVerifiedAt });
  if (member.verified) badges.push({ kind: "team" });
  if (member.mobileVerifiedAt) badges.push({ kind: "mobile", at: member.mobileVerifiedAt });
  if (member.emailVerifiedAt) badges.push({ kind: "email", at: member.emailVerifiedAt });
  return badges;
}

/** The badges a person gave: what "Verified" means, for the search's "Verified only" and the API's flag. */
const BY_A_PERSON: readonly BadgeKind[] = ["id", "photo", "team"];

/**
 * Whether a person checked the member (an ID, a selfie against the photos, or the team's old mark): the meaning
 * of "Verified" wherever the site says it in one word, the search's "Verified only" and the /api/v1 `verified`
 * and `Verified` flags (decision 032). A code answered by SMS or e-mail proves a number or an address, not who
 * holds it.
 */
export const checkedByAPerson = (badges: readonly Badge[]): boolean =>
  badges.some((badge) => BY_A_PERSON.includes(badge.kind));

/**
 * The same as a condition on members, for the listing's "Verified only". Literal SQL, so that the statement's
 * text is the same for every search (no parameters to bind).
 */
export const checkedByAPersonCondition = sql`(${members.verified} = 1
  or ${members.idVerifiedAt} is not null or ${members.photoVerifiedAt} is not null)`;
