import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { members, photos } from "~/db/schema";
import { successStories } from "~/db/schema-stories";
import { isPublicPhoto, maySeePhotoId } from "~/domain/profiles/photo-access.server";
import { deletePhotoIfUnused } from "~/domain/profiles/photos.server";
import { addStory, editStory, publishStory, removeStory, unpublishStory } from "~/domain/site/stories.server";
import { latestStories, publishedStories, storiesForAdmin } from "~/domain/site/story-lists.server";
import { storySchema, type StoryInput } from "~/forms/story-form";
import { insertMembersInBulk } from "../../scripts/demo-members";
import { memberRow } from "../support/member-rows";
import { refusal, refusalAsync } from "../support/refusal";

// Success stories (docs/product-rules.md §34) against a fresh SQLite file: an administrator (1) manages them,
// a member (2) may not; a third member (3) shows on her profile the very photo one story uses.

const [ADMIN, MEMBER, SHARER] = [1, 2, 3];
const viewer = (n: number, role: "member" | "admin") => ({
  unqId: n,
  publicId: memberRow(n).publicId,
  fullName: `Member ${n}`,
  role,
  gender: "Male" as const,
});
const admin = viewer(ADMIN, "admin");
const member = viewer(MEMBER, "member");
const THIS_YEAR = new Date().getFullYear();

const story = (overrides: Partial<StoryInput> = {}): StoryInput => ({
  names: "Ayesha & Imran",
  city: "Lucknow",
  year: 2024,
  text: "We met here in 2023.\nOur families met twice before the nikah.",
  ...overrides,
});
/** A real picture of one colour: each colour is other bytes, so another stored photo. */
const picture = (red: number) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: red, g: 90, b: 60 } } })
    .png()
    .toBuffer();

const db = () => getDb();
const storyCount = () => db().select().from(successStories).all().length;
const photoCount = () => db().select().from(photos).all().length;
const stored = (id: number) => db().select().from(successStories).where(eq(successStories.id, id)).get();
const shownNames = () => publishedStories(1).stories.map((s) => s.names);
const homeNames = () => latestStories().map((s) => s.names);

beforeAll(() => {
  insertMembersInBulk([
    memberRow(ADMIN, { role: "admin", gender: "Male" }),
    memberRow(MEMBER),
    memberRow(SHARER, { photoVisibility: "connections" }),
  ]);
});

beforeEach(() => {
  db().delete(successStories).run();
  db().update(members).set({ photoId: null }).run();
  db().delete(photos).run();
});

describe("who manages stories", () => {
  it("refuses every change and the admin list to a member, writing nothing", async () => {
    const id = await addStory(admin, story());
    const notAdmin = { message: "Only administrators can manage success stories.", status: 403 };
    expect(await refusalAsync(() => addStory(member, story({ names: "Sana & Faiz" })))).toEqual(notAdmin);
    expect(await refusalAsync(() => editStory(member, id, story({ names: "Changed" })))).toEqual(notAdmin);
    expect(refusal(() => publishStory(member, id))).toEqual(notAdmin);
    expect(refusal(() => removeStory(member, id))).toEqual(notAdmin);
    expect(refusal(() => storiesForAdmin(member))).toEqual(notAdmin);
    publishStory(admin, id);
    expect(refusal(() => unpublishStory(member, id))).toEqual(notAdmin);
    expect(storyCount()).toBe(1);
    expect(stored(id)).toMatchObject({ names: "Ayesha & Imran", status: "published" });
  });

  it("records the administrator who added a story, as a draft", async () => {
    const id = await addStory(admin, story({ city: "" }));
    expect(stored(id)).toMatchObject({ createdBy: ADMIN, status: "draft", publishedAt: null, city: null });
  });
});

describe("what a story may hold", () => {
  const refused = async (input: Partial<StoryInput>) => {
    const error = await refusalAsync(() => addStory(admin, story(input)));
    expect(storyCount()).toBe(0);
    return error.message;
  };

  it("refuses names, city, year and text out of bounds, with a clear message and nothing written", async () => {
    expect(await refused({ names: " " })).toBe("Please enter the couple's first names.");
    expect(await refused({ names: "A" })).toBe("The names must be at least 2 characters.");
    expect(await refused({ names: "A".repeat(81) })).toBe("The names can be at most 80 characters.");
    expect(await refused({ city: "x".repeat(61) })).toBe("The city can be at most 60 characters.");
    const years = `The year must be a whole number from 2000 to ${THIS_YEAR}.`;
    expect(await refused({ year: 1999 })).toBe(years);
    expect(await refused({ year: THIS_YEAR + 1 })).toBe(years);
    expect(await refused({ year: 2020.5 })).toBe(years);
    expect(await refused({ text: " \n " })).toBe("Please write the story.");
    expect(await refused({ text: "x".repeat(1501) })).toBe("The story can be at most 1,500 characters.");
  });

  it("accepts the limits, and counts a line break as one character as the browser does", async () => {
    const text = `${"x".repeat(749)}\r\n${"y".repeat(750)}`;
    const id = await addStory(admin, story({ names: "Al", city: "c".repeat(60), year: THIS_YEAR, text }));
    expect(stored(id)?.text).toBe(`${"x".repeat(749)}\n${"y".repeat(750)}`);
    await addStory(admin, story({ year: 2000 }));
    expect(storyCount()).toBe(2);
  });

  it("the form shows every problem at its field at once, the year read from its text", () => {
    const parsed = storySchema({ thisYear: THIS_YEAR, withPhoto: true }).safeParse({
      names: "A",
      year: "two thousand",
    });
    expect(parsed.success).toBe(false);
    const fields = new Set(parsed.error?.issues.map((issue) => issue.path[0]));
    expect(fields).toEqual(new Set(["names", "year", "text", "photoConsent"]));
    expect(storySchema({ thisYear: THIS_YEAR, withPhoto: false }).parse(story({ year: " 2019 " as never })).year).toBe(
      2019,
    );
  });
});

describe("publishing", () => {
  it("a draft shows nowhere; published it shows on /stories and the home page; unpublished it is gone", async () => {
    const id = await addStory(admin, story());
    expect(shownNames()).toEqual([]);
    expect(homeNames()).toEqual([]);
    publishStory(admin, id);
    expect(shownNames()).toEqual(["Ayesha & Imran"]);
    expect(homeNames()).toEqual(["Ayesha & Imran"]);
    expect(publishedStories(1).stories[0]).toMatchObject({ city: "Lucknow", year: 2024, text: story().text });
    expect(storiesForAdmin(admin).published.map((s) => s.id)).toEqual([id]);
    unpublishStory(admin, id);
    expect(shownNames()).toEqual([]);
    expect(homeNames()).toEqual([]);
    expect(stored(id)).toMatchObject({ status: "draft", publishedAt: null });
    expect(storiesForAdmin(admin).drafts.map((s) => s.id)).toEqual([id]);
  });

  it("refuses to publish a published story or unpublish a draft, and any story that is gone", async () => {
    const id = await addStory(admin, story());
    expect(refusal(() => unpublishStory(admin, id))).toEqual({ message: "This story is not published.", status: 409 });
    publishStory(admin, id);
    const at = stored(id)?.publishedAt;
    expect(refusal(() => publishStory(admin, id))).toEqual({
      message: "This story is already published.",
      status: 409,
    });
    expect(stored(id)?.publishedAt).toEqual(at);
    const gone = { message: "This story no longer exists: another administrator may have removed it.", status: 404 };
    for (const missing of [id + 1, Number.NaN, 1.5]) expect(refusal(() => publishStory(admin, missing))).toEqual(gone);
  });

  it("shows the newest published first: three on the home page, ten a page on /stories", async () => {
    for (let n = 1; n <= 12; n += 1) publishStory(admin, await addStory(admin, story({ names: `Couple ${n}` })));
    expect(homeNames()).toEqual(["Couple 12", "Couple 11", "Couple 10"]);
    const first = publishedStories(1);
    expect(first).toMatchObject({ total: 12, pages: 2 });
    expect(first.stories).toHaveLength(10);
    expect(publishedStories(2).stories.map((s) => s.names)).toEqual(["Couple 2", "Couple 1"]);
    // Published again, a story comes back as the newest.
    const [oldest] = storiesForAdmin(admin).published.filter((s) => s.names === "Couple 1");
    unpublishStory(admin, oldest.id);
    publishStory(admin, oldest.id);
    expect(homeNames()[0]).toBe("Couple 1");
  });
});

describe("photos", () => {
  it("refuses a photo without the consent box, storing nothing", async () => {
    const error = await refusalAsync(() => addStory(admin, story(), new Uint8Array(TINY)));
    expect(error.message).toBe("Please confirm that both of them agreed to show this photo.");
    expect(storyCount()).toBe(0);
    expect(photoCount()).toBe(0);
  });

  it("records the consent: when, and by which administrator", async () => {
    const before = Date.now();
    const id = await addStory(admin, story({ photoConsent: "on" }), await picture(10));
    const row = stored(id)!;
    expect(row.photoId).toMatch(/^[0-9a-f]{32}$/);
    expect(row.photoConsentBy).toBe(ADMIN);
    expect(row.photoConsentAt!.getTime()).toBeGreaterThanOrEqual(before);
    const [listed] = storiesForAdmin(admin).drafts;
    expect(listed).toMatchObject({
      image: `/images/${row.photoId}-private`,
      photoConsentByName: memberRow(ADMIN).fullName,
    });
  });

  it("a draft's photo is for administrators only; published, everyone's; unpublished, no longer", async () => {
    const id = await addStory(admin, story({ photoConsent: "on" }), await picture(20));
    const photoId = stored(id)!.photoId!;
    const seenBy = () => [maySeePhotoId(null, photoId), maySeePhotoId(member, photoId), maySeePhotoId(admin, photoId)];
    expect(isPublicPhoto(photoId)).toBe(false);
    expect(seenBy()).toEqual([false, false, true]);
    publishStory(admin, id);
    expect(isPublicPhoto(photoId)).toBe(true);
    expect(seenBy()).toEqual([true, true, true]);
    // Linked by its public address now, which a cache may keep (docs/decisions/027).
    expect(storiesForAdmin(admin).published.find((shown) => shown.id === id)?.image).toBe(`/images/${photoId}`);
    unpublishStory(admin, id);
    expect(isPublicPhoto(photoId)).toBe(false);
    expect(seenBy()).toEqual([false, false, true]);
  });

  it("replacing or removing a photo deletes the old picture, and removing the photo forgets its consent", async () => {
    const id = await addStory(admin, story({ photoConsent: "on" }), await picture(30));
    const first = stored(id)!.photoId!;
    expect((await refusalAsync(() => editStory(admin, id, story(), new Uint8Array(TINY)))).message).toBe(
      "Please confirm that both of them agreed to show this photo.",
    );
    await editStory(admin, id, story({ photoConsent: "on" }), await picture(40));
    const second = stored(id)!.photoId!;
    expect(second).not.toBe(first);
    expect(db().select({ id: photos.id }).from(photos).all()).toEqual([{ id: second }]);
    // Edited without a photo, the story keeps its own.
    await editStory(admin, id, story({ names: "Ayesha & Imran Khan" }));
    expect(stored(id)).toMatchObject({ names: "Ayesha & Imran Khan", photoId: second, photoConsentBy: ADMIN });
    expect(
      (await refusalAsync(() => editStory(admin, id, story({ photoConsent: "on", removePhoto: "on" }), TINY))).message,
    ).toBe("Choose a new photo or remove the photo, not both.");
    await editStory(admin, id, story({ removePhoto: "on" }));
    expect(stored(id)).toMatchObject({ photoId: null, photoConsentAt: null, photoConsentBy: null });
    expect(photoCount()).toBe(0);
  });

  it("removing a story deletes it with its photo, unless a member shows the same picture", async () => {
    const lone = await addStory(admin, story({ photoConsent: "on" }), await picture(50));
    const shared = await addStory(admin, story({ names: "Sana & Faiz", photoConsent: "on" }), await picture(60));
    const sharedPhoto = stored(shared)!.photoId!;
    db().update(members).set({ photoId: sharedPhoto }).where(eq(members.unqId, SHARER)).run();
    removeStory(admin, lone);
    removeStory(admin, shared);
    expect(storyCount()).toBe(0);
    expect(db().select({ id: photos.id }).from(photos).all()).toEqual([{ id: sharedPhoto }]);
    expect(refusal(() => removeStory(admin, lone)).status).toBe(404);
  });

  it("a member who leaves does not take a published story's photo with them", async () => {
    const id = await addStory(admin, story({ photoConsent: "on" }), await picture(70));
    const photoId = stored(id)!.photoId!;
    db().update(members).set({ photoId }).where(eq(members.unqId, SHARER)).run();
    db().update(members).set({ photoId: null }).where(eq(members.unqId, SHARER)).run();
    deletePhotoIfUnused(photoId);
    expect(photoCount()).toBe(1);
  });

  it("refuses a file that is no picture at the photo field, storing nothing", async () => {
    const script = new TextEncoder().encode("<script>alert(1)</script>");
    const error = await addStory(admin, story({ photoConsent: "on" }), script).catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ message: "Please choose an image file (JPEG, PNG, WebP or GIF).", field: "photo" });
    expect(storyCount()).toBe(0);
    expect(photoCount()).toBe(0);
  });
});

const TINY = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
