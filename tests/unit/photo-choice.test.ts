import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { members, photos } from "~/db/schema";
import { maySeePhotoId } from "~/domain/profiles/photo-access.server";
import { photoVisibilityOf, saveOwnPhoto } from "~/domain/profiles/photo-choice.server";
import { editOwnProfile } from "~/domain/profiles/profiles.server";
import { editProfileSchema } from "~/forms/profile";
import { PhotoRefusal, UserError } from "~/services/user-error.server";
import { HTML_PAGE } from "../support/hostile-images";
import { registeredMember } from "../support/unit-members";

// A photo chosen with who may see it (issue 39; docs/product-rules.md §11, §27): saved together through the one
// setting's function, or, when either is refused, neither.

const IP = "198.51.100.41";
type Member = Awaited<ReturnType<typeof registeredMember>>;

/** A real picture of one colour, each colour other bytes. */
const picture = (red: number) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: red, g: 120, b: 80 } } })
    .jpeg()
    .toBuffer();

const photoCount = () => getDb().select({ n: count() }).from(photos).get()!.n;
const stateOf = (member: Member) =>
  getDb()
    .select({ photoId: members.photoId, visibility: members.photoVisibility, working: members.working })
    .from(members)
    .where(eq(members.unqId, member.unqId))
    .get()!;
const asViewer = (member: Member) => ({ ...member, role: "member" as const });

async function refusalOf(run: () => Promise<unknown>): Promise<UserError> {
  const error = await run().then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof UserError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

/** The member's Edit Profile saved with a new work, and the photo field's values. */
const edit = (member: Member, photoField: { photo?: Uint8Array; photoVisibility?: unknown }) => {
  const { createdBy: _c, contactName: _n, ...signup } = member.signup;
  const input = editProfileSchema.parse({ ...signup, working: "Headmistress" });
  return editOwnProfile(member.unqId, input, { clientIp: IP, ...photoField });
};

describe("saveOwnPhoto", () => {
  it("saves the photo, a 400x400 square, and who may see it; a new member starts at members only", async () => {
    const member = await registeredMember("Female");
    expect(photoVisibilityOf(member.unqId)).toBe("members");
    await saveOwnPhoto(member.unqId, { photo: await picture(10), visibility: "everyone" });
    const { photoId, visibility } = stateOf(member);
    expect(visibility).toBe("everyone");
    const stored = getDb().select({ data: photos.data }).from(photos).where(eq(photos.id, photoId!)).get()!;
    expect(await sharp(stored.data).metadata()).toMatchObject({ width: 400, height: 400, format: "webp" });
  });

  it("saves who may see the photo alone when no photo is chosen", async () => {
    const member = await registeredMember("Female");
    await saveOwnPhoto(member.unqId, { visibility: "connections" });
    expect(stateOf(member)).toMatchObject({ photoId: null, visibility: "connections" });
  });

  it("refuses a file that is no picture, writing neither the photo nor the visibility", async () => {
    const member = await registeredMember("Female");
    const before = { state: stateOf(member), photos: photoCount() };
    const refusal = await refusalOf(() => saveOwnPhoto(member.unqId, { photo: HTML_PAGE, visibility: "everyone" }));
    expect(refusal).toBeInstanceOf(PhotoRefusal);
    expect(refusal.message).toBe("Please choose an image file (JPEG, PNG, WebP or GIF).");
    expect({ state: stateOf(member), photos: photoCount() }).toEqual(before);
  });

  it("refuses a visibility not on the list at its field, storing no photo", async () => {
    const member = await registeredMember("Female");
    const before = { state: stateOf(member), photos: photoCount() };
    const refusal = await refusalOf(async () =>
      saveOwnPhoto(member.unqId, { photo: await picture(20), visibility: "nobody" }),
    );
    expect(refusal).toMatchObject({ message: "Please choose who can see your photo.", field: "photoVisibility" });
    expect({ state: stateOf(member), photos: photoCount() }).toEqual(before);
  });
});

describe("Edit Profile's photo field", () => {
  it("saves who may see the photo with the photo and the rest; others see it as chosen", async () => {
    const owner = await registeredMember("Female");
    const stranger = await registeredMember("Male");
    await edit(owner, { photo: await picture(30), photoVisibility: "connections" });
    const saved = stateOf(owner);
    expect(saved).toMatchObject({ visibility: "connections", working: "Headmistress" });
    expect(maySeePhotoId(asViewer(stranger), saved.photoId!)).toBe(false);
    expect(maySeePhotoId(asViewer(owner), saved.photoId!)).toBe(true);

    await edit(owner, { photoVisibility: "members" });
    expect(stateOf(owner)).toMatchObject({ photoId: saved.photoId, visibility: "members" });
    expect(maySeePhotoId(asViewer(stranger), saved.photoId!)).toBe(true);
    // Members only: not a visitor.
    expect(maySeePhotoId(null, saved.photoId!)).toBe(false);
  });

  it("leaves the setting as it is when the form does not ask it (the original client's edit)", async () => {
    const owner = await registeredMember("Female");
    await saveOwnPhoto(owner.unqId, { visibility: "everyone" });
    await edit(owner, { photo: await picture(40) });
    expect(stateOf(owner)).toMatchObject({ visibility: "everyone", working: "Headmistress" });
  });

  it("writes nothing when the photo or the visibility is refused", async () => {
    const owner = await registeredMember("Female");
    const before = { state: stateOf(owner), photos: photoCount() };
    const badPhoto = await refusalOf(() => edit(owner, { photo: HTML_PAGE, photoVisibility: "everyone" }));
    expect(badPhoto).toBeInstanceOf(PhotoRefusal);
    const badChoice = await refusalOf(async () => edit(owner, { photo: await picture(50), photoVisibility: "all" }));
    expect(badChoice).toMatchObject({ message: "Please choose who can see your photo.", field: "photoVisibility" });
    expect({ state: stateOf(owner), photos: photoCount() }).toEqual(before);
  });
});
