import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { members, photos } from "~/db/schema";
import { connectionRequests } from "~/db/schema-connections";
import { memberPhotos } from "~/db/schema-photos";
import { eraseAccount } from "~/domain/accounts/account-erasure.server";
import { exportMemberData } from "~/domain/accounts/data-export.server";
import {
  addExtraPhoto,
  extraPhotoRows,
  makeMainPhoto,
  ownPhotos,
  removeExtraPhoto,
} from "~/domain/profiles/member-photos.server";
import { extraPhotosOf, maySeePhotoId } from "~/domain/profiles/photo-access.server";
import { setPhotoVisibility } from "~/domain/profiles/photo-choice.server";
import { approvePhoto, rejectPhoto, waitingForApproval } from "~/domain/safety/approvals.server";
import { getEnv } from "~/services/env.server";
import { MAX_PHOTO_BYTES, NOT_AN_IMAGE, PHOTO_TOO_LARGE } from "~/services/images.server";
import { registeredMember } from "../support/unit-members";
import { refusalAsync } from "../support/refusal";

// A member's photos after the main one (docs/product-rules.md §27a, decision 047): at most four more, each
// checked as the main one is, seen by exactly those who may see the main one, approved on their own when the
// operator turns approval on (§30), and in the member's data download and erasure.

let shade = 0;
/** A picture of its own colour: photos are stored once by content. */
const picture = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: { r: (shade += 9), g: 120, b: 40 } } })
    .png()
    .toBuffer();

const withPhoto = async (gender: "Male" | "Female") => registeredMember(gender, {}, undefined, await picture());
const photoBytesStored = (id: string) => getDb().select({ id: photos.id }).from(photos).where(eq(photos.id, id)).get();

describe("extra photos", () => {
  it("needs a main photo first, takes four more, and refuses a sixth", async () => {
    const without = await registeredMember("Female");
    await expect(addExtraPhoto(without.unqId, await picture())).rejects.toThrow("Please add your main photo first.");
    const her = await withPhoto("Female");
    for (let n = 0; n < 4; n++) await addExtraPhoto(her.unqId, await picture());
    expect(extraPhotoRows(her.unqId)).toHaveLength(4);
    const sixth = await picture();
    expect(await refusalAsync(() => addExtraPhoto(her.unqId, sixth))).toEqual({
      message: "You can have up to 5 photos. Please remove one first.",
      status: 400,
    });
    expect(extraPhotoRows(her.unqId)).toHaveLength(4);
  });

  it("checks each as the main photo is checked: size and type", async () => {
    const her = await withPhoto("Female");
    await expect(addExtraPhoto(her.unqId, new Uint8Array(MAX_PHOTO_BYTES + 1))).rejects.toThrow(PHOTO_TOO_LARGE);
    await expect(addExtraPhoto(her.unqId, new TextEncoder().encode("not a picture"))).rejects.toThrow(NOT_AN_IMAGE);
    expect(extraPhotoRows(her.unqId)).toEqual([]);
  });

  it("is seen by exactly those who may see the main photo, at its address too", async () => {
    const her = await withPhoto("Female");
    const stranger = await registeredMember("Male");
    const connection = await registeredMember("Male");
    getDb()
      .insert(connectionRequests)
      .values({
        id: "c".repeat(24),
        senderUnqId: connection.unqId,
        recipientUnqId: her.unqId,
        pairLow: Math.min(her.unqId, connection.unqId),
        pairHigh: Math.max(her.unqId, connection.unqId),
        status: "accepted",
        createdAt: new Date(),
      })
      .run();
    await addExtraPhoto(her.unqId, await picture());
    const [{ photoId }] = extraPhotoRows(her.unqId);

    setPhotoVisibility(her, "connections");
    expect(maySeePhotoId(stranger, photoId)).toBe(false);
    expect(extraPhotosOf(stranger, her.unqId)).toEqual([]);
    expect(maySeePhotoId(connection, photoId)).toBe(true);
    expect(extraPhotosOf(connection, her.unqId)).toEqual([`/images/${photoId}-private`]);

    setPhotoVisibility(her, "members");
    expect(maySeePhotoId(null, photoId)).toBe(false);
    expect(maySeePhotoId(stranger, photoId)).toBe(true);

    setPhotoVisibility(her, "everyone");
    expect(maySeePhotoId(null, photoId)).toBe(true);
    expect(extraPhotosOf(stranger, her.unqId)).toEqual([`/images/${photoId}`]);
  });

  it("waits for approval on its own when approval is on, and a rejected one goes", async () => {
    getEnv().MODERATION = true;
    try {
      const her = await withPhoto("Female");
      const stranger = await registeredMember("Male");
      getDb()
        .update(members)
        .set({ awaitingApproval: false, photoAwaitingApproval: false })
        .where(eq(members.unqId, her.unqId))
        .run();
      await addExtraPhoto(her.unqId, await picture());
      await addExtraPhoto(her.unqId, await picture());
      const [first, second] = extraPhotoRows(her.unqId);
      expect(first.awaitingApproval).toBe(true);
      expect(maySeePhotoId(stranger, first.photoId)).toBe(false);
      expect(maySeePhotoId(her, first.photoId)).toBe(true);
      const waiting = waitingForApproval().photos.filter((item) => item.publicId === her.publicId);
      expect(waiting.map((item) => item.photoId)).toEqual([first.photoId, second.photoId]);

      approvePhoto(stranger.unqId, her.publicId, first.photoId);
      expect(maySeePhotoId(stranger, first.photoId)).toBe(true);
      rejectPhoto(stranger.unqId, her.publicId, second.photoId);
      expect(extraPhotoRows(her.unqId).map((row) => row.photoId)).toEqual([first.photoId]);
      expect(photoBytesStored(second.photoId)).toBeUndefined();
    } finally {
      getEnv().MODERATION = false;
    }
  });

  it("swaps with the main photo, and a removed one's bytes go", async () => {
    const her = await withPhoto("Female");
    await addExtraPhoto(her.unqId, await picture());
    await addExtraPhoto(her.unqId, await picture());
    const before = ownPhotos(her.unqId);
    const [first, second] = before.extras;
    makeMainPhoto(her.unqId, second.photoId);
    const after = ownPhotos(her.unqId);
    expect(after.main?.photoId).toBe(second.photoId);
    expect(after.extras.map((photo) => photo.photoId)).toEqual([first.photoId, before.main!.photoId]);
    removeExtraPhoto(her.unqId, first.photoId);
    expect(photoBytesStored(first.photoId)).toBeUndefined();
    expect(() => removeExtraPhoto(her.unqId, first.photoId)).toThrow("This photo is no longer among yours.");
  });

  it("is in the data download, and erased with the account", async () => {
    const her = await withPhoto("Female");
    await addExtraPhoto(her.unqId, await picture());
    const [{ photoId }] = extraPhotoRows(her.unqId);
    const data = exportMemberData(her.unqId);
    expect(data.otherPhotos).toEqual([expect.objectContaining({ id: photoId, mime: "image/webp" })]);
    eraseAccount(her.unqId);
    expect(getDb().select().from(memberPhotos).where(eq(memberPhotos.memberUnqId, her.unqId)).all()).toEqual([]);
    expect(photoBytesStored(photoId)).toBeUndefined();
  });
});
