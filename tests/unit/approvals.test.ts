import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { members, photos } from "~/db/schema";
import { moderationActions } from "~/db/schema-safety";
import { deleteAccount } from "~/domain/accounts/accounts.server";
import { createOrPromoteAdmin } from "~/domain/safety/admin.server";
import {
  approvePhoto,
  approveProfile,
  photoRemovedByTeam,
  rejectPhoto,
  waitingForApproval,
} from "~/domain/safety/approvals.server";
import { sendConnectionRequest } from "~/domain/connections/connections.server";
import { listProfiles } from "~/domain/listing/listing.server";
import { listMatches } from "~/domain/matching/matching.server";
import { editOwnProfile, getMemberProfile, getOwnProfile } from "~/domain/profiles/profiles.server";
import { siteEditProfileSchema } from "~/forms/submissions.server";
import { getEnv } from "~/services/env.server";
import { UserError } from "~/services/user-error.server";
import { registeredMember } from "../support/unit-members";

// Moderation of new profiles and changed photos (docs/product-rules.md §30). The setting is read at each
// call, so each test switches it on the parsed environment.
const moderation = (on: boolean) => (getEnv().MODERATION = on);
afterEach(() => moderation(false));

const IP = "198.51.100.9";

async function newAdmin() {
  const email = `admin.${Math.random().toString(36).slice(2)}@example.org`;
  await createOrPromoteAdmin(email, "admin-pass-1", "Duty Admin");
  return getDb().select({ unqId: members.unqId }).from(members).where(eq(members.email, email)).get()!.unqId;
}

const flagsOf = (unqId: number) => {
  const { awaitingApproval, photoAwaitingApproval, photoId } = getOwnProfile(unqId)!;
  return { awaitingApproval, photoAwaitingApproval, photoId };
};

const listedIds = (viewer: { unqId: number; gender: "Male" | "Female" }) =>
  listProfiles(viewer, {}).cards.map((c) => c.unqId);
const matchIds = (viewer: { unqId: number; gender: "Male" | "Female" }) =>
  listMatches(viewer, 1, 100).matches.map((m) => m.unqId);

const picture = (colour: string) =>
  sharp({ create: { width: 300, height: 300, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** The member's own edit, changing only the photo. */
async function changePhoto(member: Awaited<ReturnType<typeof registeredMember>>, colour: string) {
  const input = siteEditProfileSchema.parse(member.signup);
  await editOwnProfile(member.unqId, input, { clientIp: IP, photo: await picture(colour) });
  return flagsOf(member.unqId);
}

const actionsOf = (unqId: number) =>
  getDb()
    .select({ adminUnqId: moderationActions.adminUnqId, action: moderationActions.action })
    .from(moderationActions)
    .where(eq(moderationActions.memberUnqId, unqId))
    .all();

describe("moderation on", () => {
  it("keeps a new member out of listings, matches and profiles until an administrator approves", async () => {
    const viewer = await registeredMember("Male");
    moderation(true);
    const bride = await registeredMember("Female");
    expect(flagsOf(bride.unqId)).toMatchObject({ awaitingApproval: true, photoAwaitingApproval: false });
    expect(listedIds(viewer)).not.toContain(bride.unqId);
    expect(matchIds(viewer)).not.toContain(bride.unqId);
    expect(getMemberProfile(viewer, bride.publicId)).toBeNull();
    expect(waitingForApproval().profiles.map((p) => p.unqId)).toContain(bride.unqId);

    const admin = await newAdmin();
    approveProfile(admin, bride.publicId, null);
    expect(flagsOf(bride.unqId).awaitingApproval).toBe(false);
    expect(listedIds(viewer)).toContain(bride.unqId);
    expect(matchIds(viewer)).toContain(bride.unqId);
    expect(getMemberProfile(viewer, bride.publicId)).not.toBeNull();
    expect(actionsOf(bride.unqId)).toEqual([{ adminUnqId: admin, action: "approve-profile" }]);
    expect(waitingForApproval().profiles.map((p) => p.unqId)).not.toContain(bride.unqId);
    // Twice is refused, with a message, and recorded once.
    expect(() => approveProfile(admin, bride.publicId, null)).toThrow("This profile was already approved.");
    expect(actionsOf(bride.unqId)).toHaveLength(1);
  });

  it("a member awaiting approval neither sends connection requests nor receives them", async () => {
    const groom = await registeredMember("Male");
    moderation(true);
    const bride = await registeredMember("Female");
    await expect(sendConnectionRequest(bride, groom.publicId)).rejects.toMatchObject({
      status: 403,
      message: expect.stringMatching(/^Your profile is awaiting approval/),
    });
    await expect(sendConnectionRequest(groom, bride.publicId)).rejects.toMatchObject({ status: 404 });
    approveProfile(await newAdmin(), bride.publicId, null);
    await sendConnectionRequest(bride, groom.publicId);
  });

  it("a changed photo waits until approved; the same picture again does not", async () => {
    moderation(true);
    const member = await registeredMember("Female");
    const admin = await newAdmin();
    approveProfile(admin, member.publicId, null);
    const changed = await changePhoto(member, "#2a6");
    expect(changed).toMatchObject({ awaitingApproval: false, photoAwaitingApproval: true });
    expect(waitingForApproval().photos.map((p) => p.photoId)).toContain(changed.photoId);
    // The same picture sent again with a later edit is not a new one.
    approvePhoto(admin, member.publicId, changed.photoId);
    expect(await changePhoto(member, "#2a6")).toMatchObject({ photoAwaitingApproval: false });
    expect(actionsOf(member.unqId).map((a) => a.action)).toEqual(["approve-profile", "approve-photo"]);
  });

  it("rejecting a photo removes it from the profile and its bytes; the member may upload another", async () => {
    moderation(true);
    const member = await registeredMember("Male");
    const admin = await newAdmin();
    approveProfile(admin, member.publicId, null);
    const { photoId } = await changePhoto(member, "#a62");
    // A stale page (another photo than the one shown) decides nothing.
    expect(() => rejectPhoto(admin, member.publicId, "0".repeat(32))).toThrow(UserError);
    rejectPhoto(admin, member.publicId, photoId);
    expect(flagsOf(member.unqId)).toEqual({ awaitingApproval: false, photoAwaitingApproval: false, photoId: null });
    expect(getDb().select({ n: count() }).from(photos).where(eq(photos.id, photoId!)).get()!.n).toBe(0);
    expect(photoRemovedByTeam(member.unqId)).toBe(true);
    expect(await changePhoto(member, "#62a")).toMatchObject({ photoAwaitingApproval: true });
  });

  it("a photo saved while the profile waits is approved with it, unless it changed after the look", async () => {
    moderation(true);
    const member = await registeredMember("Female");
    const first = await changePhoto(member, "#26a");
    expect(first).toMatchObject({ awaitingApproval: true, photoAwaitingApproval: false });
    const admin = await newAdmin();
    await changePhoto(member, "#6a2"); // after the administrator opened the page
    approveProfile(admin, member.publicId, first.photoId);
    expect(flagsOf(member.unqId)).toMatchObject({ awaitingApproval: false, photoAwaitingApproval: true });
  });

  it("approving a profile deleted meanwhile says so and writes nothing", async () => {
    moderation(true);
    const member = await registeredMember("Male");
    const admin = await newAdmin();
    await deleteAccount(member.unqId, member.password);
    expect(() => approveProfile(admin, member.publicId, null)).toThrow(
      expect.objectContaining({ status: 404, message: expect.stringMatching(/no longer here/) }),
    );
    expect(actionsOf(member.unqId)).toEqual([]);
  });
});

describe("moderation off", () => {
  it("nothing waits: a new member is listed at once and a new photo is shown", async () => {
    const viewer = await registeredMember("Male");
    const member = await registeredMember("Female");
    expect(flagsOf(member.unqId)).toMatchObject({ awaitingApproval: false, photoAwaitingApproval: false });
    expect(listedIds(viewer)).toContain(member.unqId);
    expect(await changePhoto(member, "#aa2")).toMatchObject({ photoAwaitingApproval: false });
  });

  it("what waited from before stays waiting and can still be approved", async () => {
    moderation(true);
    const member = await registeredMember("Female");
    moderation(false);
    expect(waitingForApproval().profiles.map((p) => p.unqId)).toContain(member.unqId);
    approveProfile(await newAdmin(), member.publicId, null);
    expect(flagsOf(member.unqId).awaitingApproval).toBe(false);
  });
});
