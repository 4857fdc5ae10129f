import { and, asc, eq, inArray, or } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { getDb, WRITE } from "~/db/client.server";
import { members } from "~/db/schema";
import { connectionRequests } from "~/db/schema-connections";
import { profileCorrections } from "~/db/schema-safety";
import { isPublicId } from "~/forms/member-id";
import type { ProfileCorrection } from "~/forms/profile";
import { now } from "~/services/clock.server";
import { UserError } from "~/services/user-error.server";
import { ageFromDob, MINIMUM_AGE } from "../accounts/ages.server";

// The administrators' correction of a member's gender and date of birth (docs/product-rules.md §3, §16), with
// its consequences and its history: the one change to a member's profile that only the team may make.

/**
 * An administrator's correction of a member's gender and date of birth, which members cannot change
 * themselves (docs/product-rules.md §3, §16). In one transaction: the member's gender, date of birth and
 * the age it gives, one log row per changed field (who, when, old and new value), and, when the gender
 * changes, the withdrawal of the member's pending requests that would now join two members of one gender
 * (nobody could have sent them under the rule; accepted connections stay, their details already shared).
 * The member's sessions go on: each request reads the member's row, so the listing and profiles follow
 * the new gender at once, and a correction is no sign of a stolen account.
 */
export function correctGenderAndDob(
  adminUnqId: number,
  publicId: string,
  correction: ProfileCorrection,
): { changed: ("gender" | "dob")[]; withdrawnRequests: number } {
  const age = ageFromDob(correction.dob);
  if (age < MINIMUM_AGE) throw new UserError("A member must be 18 or over.", { field: "dob" });
  const db = getDb();
  const result = db.transaction((tx) => {
    const member = isPublicId(publicId)
      ? tx
          .select({ unqId: members.unqId, gender: members.gender, dob: members.dob })
          .from(members)
          .where(eq(members.publicId, publicId))
          .get()
      : undefined;
    if (!member) throw new UserError("Member not found", { status: 404 });
    const changed = (["gender", "dob"] as const).filter((field) => member[field] !== correction[field]);
    if (changed.length === 0)
      throw new UserError("Nothing to correct: the gender and date of birth are already these.");
    const at = now();
    tx.insert(profileCorrections)
      .values(
        changed.map((field) => ({
          memberUnqId: member.unqId,
          adminUnqId,
          field,
          oldValue: member[field],
          newValue: correction[field],
          createdAt: at,
        })),
      )
      .run();
    tx.update(members)
      .set({ gender: correction.gender, dob: correction.dob, age, updatedAt: at })
      .where(eq(members.unqId, member.unqId))
      .run();
    let withdrawnRequests = 0;
    if (changed.includes("gender")) {
      const sameGender = tx.select({ unqId: members.unqId }).from(members).where(eq(members.gender, correction.gender));
      withdrawnRequests = tx
        .delete(connectionRequests)
        .where(
          and(
            eq(connectionRequests.status, "pending"),
            or(
              and(
                eq(connectionRequests.senderUnqId, member.unqId),
                inArray(connectionRequests.recipientUnqId, sameGender),
              ),
              and(
                eq(connectionRequests.recipientUnqId, member.unqId),
                inArray(connectionRequests.senderUnqId, sameGender),
              ),
            ),
          ),
        )
        .run().changes;
    }
    return { changed, withdrawnRequests };
  }, WRITE);
  return result;
}

const correctingAdmin = alias(members, "correcting_admin");

/** A member's correction history, oldest first, with the administrator who made each (null once deleted). */
export function profileCorrectionsOf(publicId: string) {
  if (!isPublicId(publicId)) return [];
  return getDb()
    .select({
      field: profileCorrections.field,
      oldValue: profileCorrections.oldValue,
      newValue: profileCorrections.newValue,
      createdAt: profileCorrections.createdAt,
      adminUnqId: correctingAdmin.unqId,
      adminName: correctingAdmin.fullName,
    })
    .from(profileCorrections)
    .innerJoin(members, eq(members.unqId, profileCorrections.memberUnqId))
    .leftJoin(correctingAdmin, eq(correctingAdmin.unqId, profileCorrections.adminUnqId))
    .where(eq(members.publicId, publicId))
    .orderBy(asc(profileCorrections.createdAt), asc(profileCorrections.id))
    .all()
    .map(({ adminUnqId, adminName, createdAt, ...entry }) => ({
      ...entry,
      createdAt: createdAt.toISOString(),
      admin: adminUnqId === null || adminName === null ? null : { unqId: adminUnqId, fullName: adminName },
    }));
}
