import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import { findActiveMember } from "~/domain/accounts/member-lookup.server";
import { rankCandidates } from "~/domain/matching/matching.server";
import { NO_PREFERENCES, savePreferences, type PartnerPreferences } from "~/domain/profiles/preferences.server";
import { insertMembersInBulk, type NewMember } from "../../scripts/demo-members";
import { memberRow } from "./member-rows";

// Members for the matching tests, written straight into the database with known matching values.

let next = 0;

/**
 * A listed member with every matching field known (override any) and, when given, partner preferences;
 * returns their member number. Each is newer than the one before.
 */
export function addMember(extra: Partial<NewMember> = {}, preferences?: Partial<PartnerPreferences>): number {
  next += 1;
  const email = `match.${next}@example.in`;
  insertMembersInBulk([
    memberRow(next, {
      publicId: `b${next.toString(16).padStart(23, "0")}`, // unique: hex, and unlike memberRow's own
      email,
      phone: String(8_000_000_000 + next),
      age: 28,
      height: "5 ft 4 in",
      heightCm: 163,
      dob: "1998-01-01",
      education: "B.A.",
      educationLevel: "Graduate",
      maslak: "SunniHanafi",
      motherTongue: "Urdu",
      city: "Lucknow",
      state: "Uttar Pradesh",
      pin: "226003",
      ...extra,
    }),
  ]);
  const { unqId } = getDb().select({ unqId: members.unqId }).from(members).where(eq(members.email, email)).get()!;
  if (preferences) savePreferences(unqId, { ...NO_PREFERENCES, ...preferences });
  return unqId;
}

export const viewerOf = (unqId: number) => findActiveMember(unqId)!;

/** The viewer's ranking among these candidates only: other tests' members in the same file do not count. */
export function rankAmong(viewerUnqId: number, candidates: number[], limit = 100, offset = 0) {
  return rankCandidates(viewerOf(viewerUnqId), { among: new Set(candidates), exclude: new Set(), limit, offset });
}

/** The candidates' member numbers in ranked order, with how many of the viewer's preferences each meets. */
export const metOf = (viewerUnqId: number, candidates: number[]) =>
  new Map(rankAmong(viewerUnqId, candidates).rows.map((row) => [row.unqId, row.fit.mine]));
