import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import { moderationActions } from "~/db/schema-safety";
import { blockReasonOf, blockWithReason, createOrPromoteAdmin, setBlocked } from "~/domain/safety/admin.server";
import { UserError } from "~/services/user-error.server";
import { registeredMember } from "../support/unit-members";

// Issue 40, item 5 (docs/product-rules.md §16): a block from the member pages is never without its reason, which is
// kept in the moderation log with the administrator and shown on the member's admin page.

async function newAdmin() {
  const email = `admin.${Math.random().toString(36).slice(2)}@example.org`;
  await createOrPromoteAdmin(email, "admin-pass-1", "Duty Admin");
  return getDb().select({ unqId: members.unqId }).from(members).where(eq(members.email, email)).get()!.unqId;
}

const blockedFlag = (unqId: number) =>
  getDb().select({ blocked: members.blockByAdmin }).from(members).where(eq(members.unqId, unqId)).get()!.blocked;

describe("blocking a member with a reason", () => {
  it("is refused without a reason (or spaces only, or too long), beside the field, and changes nothing", async () => {
    const admin = await newAdmin();
    const member = await registeredMember("Male");
    for (const reason of ["", "   \n ", "x".repeat(501)]) {
      let refusal: unknown;
      try {
        blockWithReason(admin, member.publicId, reason);
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(UserError);
      expect((refusal as UserError).field).toBe("reason");
    }
    expect(blockedFlag(member.unqId)).toBe(false);
    expect(
      getDb().select().from(moderationActions).where(eq(moderationActions.memberUnqId, member.unqId)).all(),
    ).toEqual([]);
  });

  it("blocks, keeps the trimmed reason with the administrator in the log, and shows the latest one", async () => {
    const admin = await newAdmin();
    const member = await registeredMember("Female");
    blockWithReason(admin, member.publicId, "  Asked two members for money  ");
    expect(blockedFlag(member.unqId)).toBe(true);
    const logged = getDb()
      .select()
      .from(moderationActions)
      .where(eq(moderationActions.memberUnqId, member.unqId))
      .all();
    expect(logged).toMatchObject([{ adminUnqId: admin, action: "block", note: "Asked two members for money" }]);
    expect(blockReasonOf(member.unqId)).toMatchObject({
      reason: "Asked two members for money",
      adminName: "Duty Admin",
    });

    setBlocked(member.publicId, false);
    blockWithReason(admin, member.publicId, "Fake photos again");
    expect(blockReasonOf(member.unqId)?.reason).toBe("Fake photos again");
  });

  it("never blocks an administrator, and logs nothing for the attempt", async () => {
    const admin = await newAdmin();
    const other = await newAdmin();
    expect(() => blockWithReason(admin, getPublicId(other), "A test")).toThrow(/administrator cannot be blocked/);
    expect(blockReasonOf(other)).toBeNull();
  });
});

const getPublicId = (unqId: number) =>
  getDb().select({ publicId: members.publicId }).from(members).where(eq(members.unqId, unqId)).get()!.publicId;
