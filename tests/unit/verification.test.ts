import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterEach, describe, expect, it, vi } from "vitest";
import { databaseFile, getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import { mailQueue } from "~/db/schema-mail";
import { verificationImages, verificationRequests } from "~/db/schema-verification";
import type { Viewer } from "~/domain/accounts/member";
import { eraseAccount } from "~/domain/accounts/account-erasure.server";
import { storePhoto } from "~/domain/profiles/photos.server";
import {
  decideVerification,
  expireUndecidedChecks,
  verificationPictureFor,
  verificationQueue,
} from "~/domain/safety/verification-review.server";
import { sendIdDocument, sendSelfie, startPhotoCheck, verificationStatusOf } from "~/domain/safety/verification.server";
import { removeExpiredRows } from "~/domain/site/housekeeping.server";
import { rejectReasonField } from "~/forms/verification";
import { GESTURES } from "~/forms/verification-options";
import { normalisePhoto } from "~/services/images.server";
import { HTML_PAGE, OVERSIZE_JPEG, PNG_HTML_POLYGLOT, pixelFloodPng } from "../support/hostile-images";
import { insertPerson } from "../support/member-rows";
import { refusal, refusalAsync } from "../support/refusal";

// The checks by people (issue 37, docs/product-rules.md §39): one waiting request per kind, refused pictures writing
// nothing, the decision's effects (badge, picture deleted to the bytes, the member's e-mail in their language), and
// the 30-day expiry on a controlled clock. The reviewer routing is verification-routing.test.ts.

const person = insertPerson;

/** A picture of noise: its encoded bytes are unlike any other's, so a run of them can be looked for in the file. */
const noise = (width = 240, height = 160) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();

async function withProfilePhoto(member: Viewer) {
  const photoId = storePhoto(await normalisePhoto(await noise(200, 200)), "image/webp");
  getDb().update(members).set({ photoId }).where(eq(members.unqId, member.unqId)).run();
  return photoId;
}

const requestsOf = (member: Viewer) =>
  getDb().select().from(verificationRequests).where(eq(verificationRequests.memberUnqId, member.unqId)).all();
const imageCount = () => getDb().$count(verificationImages);
const storedPicture = (requestId: number) =>
  getDb().select().from(verificationImages).where(eq(verificationImages.requestId, requestId)).get()?.data;
const memberRowOf = (member: Viewer) => getDb().select().from(members).where(eq(members.unqId, member.unqId)).get()!;

/** How often a run of bytes is in the database file and its WAL (decision 027: nothing erased may stay). */
const inDatabase = (run: Buffer) =>
  [databaseFile(), `${databaseFile()}-wal`].reduce((found, file) => {
    if (!fs.existsSync(file)) return found;
    const bytes = fs.readFileSync(file);
    let count = 0;
    for (let at = bytes.indexOf(run); at !== -1; at = bytes.indexOf(run, at + 1)) count += 1;
    return found + count;
  }, 0);
const middleOf = (data: Buffer) => data.subarray(data.length / 2, data.length / 2 + 48);

afterEach(() => vi.useRealTimers());

describe("sending a check", () => {
  it("keeps one waiting request per kind, and another may follow a rejection", async () => {
    const admin = person("Male", { role: "admin" });
    const her = person("Female");
    await sendIdDocument(her, "pan", await noise());
    const again = await refusalAsync(async () => sendIdDocument(her, "passport", await noise()));
    expect(again).toEqual({
      message: "A request of this kind is already waiting for our team: you will hear from us by e-mail.",
      status: 409,
    });
    expect(requestsOf(her)).toHaveLength(1);
    expect(verificationStatusOf(her.unqId).id.mayUpload).toBe(false);
    // The other kind is a request of its own.
    await withProfilePhoto(her);
    startPhotoCheck(her);
    expect(refusal(() => startPhotoCheck(her)).status).toBe(409);

    const [id] = requestsOf(her);
    decideVerification(admin.unqId, id.id, { approve: false, reason: "The name cannot be read." });
    const status = verificationStatusOf(her.unqId).id;
    expect(status.mayUpload).toBe(true);
    expect(status.latest).toMatchObject({ status: "rejected", reason: "The name cannot be read.", hasPicture: false });
    await sendIdDocument(her, "passport", await noise());
    expect(
      requestsOf(her)
        .filter((r) => r.kind === "id")
        .map((r) => r.status),
    ).toEqual(["rejected", "pending"]);
  });

  it("refuses what is not a picture, too large or unreadable, a wrong type or none: nothing written", async () => {
    const him = person("Male");
    const before = { requests: requestsOf(him).length, images: imageCount() };
    const cases: [unknown, Uint8Array | undefined, string, string][] = [
      ["pan", HTML_PAGE, "Please choose an image file (JPEG, PNG, WebP or GIF).", "document"],
      ["pan", OVERSIZE_JPEG, "The photo must be 5 MB or smaller.", "document"],
      ["pan", PNG_HTML_POLYGLOT, "This image could not be read. Please choose another photo.", "document"],
      [
        "pan",
        pixelFloodPng(),
        "This picture has too many pixels (more than 40 megapixels). Please choose a smaller photo.",
        "document",
      ],
      ["pan", undefined, "Please choose a photo to send.", "document"],
      ["birth-certificate", await noise(), "Please choose the type of document.", "documentType"],
      [undefined, await noise(), "Please choose the type of document.", "documentType"],
    ];
    for (const [type, bytes, message, field] of cases) {
      await expect(sendIdDocument(him, type, bytes)).rejects.toMatchObject({ message, field, status: 400 });
    }
    expect({ requests: requestsOf(him).length, images: imageCount() }).toEqual(before);
  });

  it("offers no photo check without a profile photo, and shows the gesture chosen at random", async () => {
    const him = person("Male");
    expect(verificationStatusOf(him.unqId).photo).toMatchObject({ hasProfilePhoto: false, mayStart: false });
    expect(refusal(() => startPhotoCheck(him))).toEqual({
      message: "Add a profile photo first: our team compares your selfie with it.",
      status: 409,
    });
    expect(requestsOf(him)).toEqual([]);
    await withProfilePhoto(him);
    startPhotoCheck(him);
    const photo = verificationStatusOf(him.unqId).photo;
    expect(photo.awaitingSelfie).toBe(true);
    expect(GESTURES).toContain(photo.latest?.gesture);
    await expect(sendSelfie(him, HTML_PAGE)).rejects.toMatchObject({ field: "selfie" });
    expect(verificationStatusOf(him.unqId).photo.awaitingSelfie).toBe(true);
    await sendSelfie(him, await noise());
    expect(verificationStatusOf(him.unqId).photo).toMatchObject({ awaitingSelfie: false, mayStart: false });
    await expect(sendSelfie(him, await noise())).rejects.toMatchObject({ status: 409 });
  });
});

describe("a decision", () => {
  it("approving an ID gives the badge, deletes the picture to its bytes and tells her in her language", async () => {
    const admin = person("Male", { role: "admin", fullName: "Reviewer Rahim" });
    const her = person("Female", { language: "hi" });
    await sendIdDocument(her, "aadhaar", await noise());
    const [request] = requestsOf(her);
    const picture = storedPicture(request.id)!;
    expect(verificationPictureFor(admin.unqId, request.id)?.data.equals(picture)).toBe(true);
    expect(inDatabase(middleOf(picture))).toBeGreaterThan(0);

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-01T09:30:00Z"));
    decideVerification(admin.unqId, request.id, { approve: true, seenPhotoId: null });

    expect(memberRowOf(her)).toMatchObject({
      idVerifiedAt: new Date("2026-12-01T09:30:00Z"),
      idDocumentType: "aadhaar",
      photoVerifiedAt: null,
    });
    expect(requestsOf(her)[0]).toMatchObject({
      status: "approved",
      documentType: "aadhaar",
      reviewerUnqId: admin.unqId,
      decidedAt: new Date("2026-12-01T09:30:00Z"),
      reason: null,
    });
    expect(storedPicture(request.id)).toBeUndefined();
    expect(verificationPictureFor(admin.unqId, request.id)).toBeUndefined();
    expect(inDatabase(middleOf(picture))).toBe(0);
    const mail = getDb()
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.toUnqId, her.unqId), eq(mailQueue.kind, "verification-decided")))
      .all();
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toContain("पहचान पत्र की पुष्टि हो गई");
    expect(mail[0].body).toContain("आधार कार्ड");
    expect(verificationStatusOf(her.unqId).id).toMatchObject({ mayUpload: false, documentType: "aadhaar" });
    // Decided once: a second decision (another tab) is refused and changes nothing.
    expect(refusal(() => decideVerification(admin.unqId, request.id, { approve: false, reason: "x" }))).toEqual({
      message: "This request was already decided.",
      status: 409,
    });
  });

  it("rejecting needs a reason, which the member reads on her page and in the e-mail", async () => {
    expect(rejectReasonField.safeParse("   ").success).toBe(false);
    expect(rejectReasonField.safeParse("a\nb").success).toBe(false);
    expect(rejectReasonField.safeParse("x".repeat(301)).success).toBe(false);
    const admin = person("Male", { role: "admin" });
    const her = person("Female");
    await withProfilePhoto(her);
    startPhotoCheck(her);
    await sendSelfie(her, await noise());
    const [request] = requestsOf(her);
    decideVerification(admin.unqId, request.id, { approve: false, reason: "Your hand is not in the picture." });
    expect(memberRowOf(her).photoVerifiedAt).toBeNull();
    expect(storedPicture(request.id)).toBeUndefined();
    const status = verificationStatusOf(her.unqId).photo;
    expect(status).toMatchObject({ mayStart: true, awaitingSelfie: false });
    expect(status.latest).toMatchObject({ status: "rejected", reason: "Your hand is not in the picture." });
    const mail = getDb().select().from(mailQueue).where(eq(mailQueue.toUnqId, her.unqId)).get()!;
    expect(mail.body).toContain("The reviewer wrote: \u2068Your hand is not in the picture.\u2069");
  });

  it("approves a selfie only against the profile photo the reviewer saw", async () => {
    const admin = person("Male", { role: "admin" });
    const him = person("Male");
    const seen = await withProfilePhoto(him);
    startPhotoCheck(him);
    await sendSelfie(him, await noise());
    const [request] = requestsOf(him);
    const waiting = verificationQueue(admin.unqId).requests.find((r) => r.id === request.id)!;
    expect(waiting.profilePhoto).toBe(`/images/${seen}-private`);
    // The photo removed meanwhile: nothing to match, whatever the form says.
    getDb().update(members).set({ photoId: null }).where(eq(members.unqId, him.unqId)).run();
    expect(
      refusal(() => decideVerification(admin.unqId, request.id, { approve: true, seenPhotoId: null })).status,
    ).toBe(409);
    const changed = await withProfilePhoto(him);
    expect(
      refusal(() => decideVerification(admin.unqId, request.id, { approve: true, seenPhotoId: seen })).status,
    ).toBe(409);
    expect(memberRowOf(him).photoVerifiedAt).toBeNull();
    decideVerification(admin.unqId, request.id, { approve: true, seenPhotoId: changed });
    expect(memberRowOf(him).photoVerifiedAt).toBeInstanceOf(Date);
    expect(storedPicture(request.id)).toBeUndefined();
  });
});

describe("a request left undecided", () => {
  it("expires after 30 days: its picture deleted by the housekeeping, what was asked kept", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2027-01-01T00:00:00Z"));
    const her = person("Female");
    await sendIdDocument(her, "voter-id", await noise());
    const [request] = requestsOf(her);
    const picture = storedPicture(request.id)!;

    // (Other tests' requests, made on today's clock, may expire here too: only hers is looked at.)
    vi.setSystemTime(new Date("2027-01-30T23:59:59Z"));
    expireUndecidedChecks();
    expect(requestsOf(her)[0].status).toBe("pending");
    expect(storedPicture(request.id)).toBeDefined();

    vi.setSystemTime(new Date("2027-01-31T00:00:01Z"));
    removeExpiredRows();
    expect(requestsOf(her)[0]).toMatchObject({
      status: "expired",
      documentType: "voter-id",
      decidedAt: new Date("2027-01-31T00:00:01Z"),
      reviewerUnqId: null,
    });
    expect(storedPicture(request.id)).toBeUndefined();
    expect(inDatabase(middleOf(picture))).toBe(0);
    expect(verificationStatusOf(her.unqId).id.mayUpload).toBe(true);
    expect(expireUndecidedChecks()).toBe(0); // nothing is left to expire
  });
});

describe("an account's erasure", () => {
  it("takes its requests and pictures with it, to the bytes", async () => {
    const her = person("Female");
    await withProfilePhoto(her);
    await sendIdDocument(her, "passport", await noise());
    startPhotoCheck(her);
    await sendSelfie(her, await noise());
    const pictures = requestsOf(her).map((request) => storedPicture(request.id)!);
    expect(pictures).toHaveLength(2);
    eraseAccount(her.unqId);
    expect(requestsOf(her)).toEqual([]);
    for (const picture of pictures) expect(inDatabase(middleOf(picture))).toBe(0);
  });
});
