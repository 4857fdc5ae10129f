import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import { verificationRequests } from "~/db/schema-verification";
import type { Viewer } from "~/domain/accounts/member";
import {
  decideVerification,
  setWomenReviewer,
  verificationPictureFor,
  verificationQueue,
  womenReviewers,
} from "~/domain/safety/verification-review.server";
import { sendIdDocument } from "~/domain/safety/verification.server";
import { insertPerson } from "../support/member-rows";
import { refusal } from "../support/refusal";

// Who reviews what (docs/product-rules.md §39): a woman's document goes only to administrators marked to review
// women's documents while one exists (active); otherwise to every administrator. A man's goes to everyone; nobody
// reviews their own.

const person = insertPerson;

const picture = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: "#a52" } })
    .png()
    .toBuffer();

const emailOf = (who: Viewer) =>
  getDb().select({ email: members.email }).from(members).where(eq(members.unqId, who.unqId)).get()!.email;
const statusOf = (requestId: number) =>
  getDb().select().from(verificationRequests).where(eq(verificationRequests.id, requestId)).get()!.status;
const queueIds = (reviewer: Viewer) => verificationQueue(reviewer.unqId).requests.map((r) => r.id);
const requestOf = (member: Viewer) =>
  getDb().select().from(verificationRequests).where(eq(verificationRequests.memberUnqId, member.unqId)).get()!;

const WOMEN_ONLY = {
  message: "Only an administrator who reviews women's documents may decide this request.",
  status: 403,
};

let ordinary: Viewer;
let womensReviewer: Viewer;
let hers: number;
let his: number;
beforeEach(async () => {
  // Every test starts with no administrator marked.
  getDb().update(members).set({ reviewsWomenDocuments: false }).run();
  ordinary = person("Male", { role: "admin", fullName: "Ordinary Reviewer" });
  womensReviewer = person("Female", { role: "admin", fullName: "Women's Reviewer" });
  const her = person("Female");
  const him = person("Male");
  await sendIdDocument(her, "pan", await picture());
  await sendIdDocument(him, "pan", await picture());
  hers = requestOf(her).id;
  his = requestOf(him).id;
  expect(requestOf(her).forWomen).toBe(true);
  expect(requestOf(him).forWomen).toBe(false);
});

describe("without a reviewer of women's documents", () => {
  it("every administrator sees and may decide a woman's document", () => {
    expect(womenReviewers()).toEqual([]);
    for (const admin of [ordinary, womensReviewer]) {
      expect(queueIds(admin)).toEqual(expect.arrayContaining([hers, his]));
      expect(verificationPictureFor(admin.unqId, hers)).toBeDefined();
    }
    decideVerification(ordinary.unqId, hers, { approve: true, seenPhotoId: null });
    expect(statusOf(hers)).toBe("approved");
  });
});

describe("with a reviewer of women's documents", () => {
  it("sends a woman's document only to them: others neither see it, nor open it, nor decide it", () => {
    const email = emailOf(womensReviewer);
    expect(setWomenReviewer(email, true)).toBe(true);
    expect(womenReviewers()).toEqual([{ fullName: "Women's Reviewer", email }]);

    expect(queueIds(ordinary)).not.toContain(hers);
    expect(queueIds(ordinary)).toContain(his);
    expect(verificationPictureFor(ordinary.unqId, hers)).toBeUndefined();
    expect(refusal(() => decideVerification(ordinary.unqId, hers, { approve: true, seenPhotoId: null }))).toEqual(
      WOMEN_ONLY,
    );
    expect(refusal(() => decideVerification(ordinary.unqId, hers, { approve: false, reason: "No." }))).toEqual(
      WOMEN_ONLY,
    );
    expect(statusOf(hers)).toBe("pending");

    // A man's document still goes to everyone, the marked reviewer too.
    expect(queueIds(womensReviewer)).toEqual(expect.arrayContaining([hers, his]));
    expect(verificationPictureFor(womensReviewer.unqId, hers)).toBeDefined();
    decideVerification(womensReviewer.unqId, hers, { approve: true, seenPhotoId: null });
    decideVerification(ordinary.unqId, his, { approve: true, seenPhotoId: null });
  });

  it("counts only an active administrator: a blocked one, or the mark removed, sends women's documents to all", () => {
    const email = emailOf(womensReviewer);
    setWomenReviewer(email, true);
    expect(queueIds(ordinary)).not.toContain(hers);
    getDb().update(members).set({ blockByAdmin: true }).where(eq(members.unqId, womensReviewer.unqId)).run();
    expect(queueIds(ordinary)).toContain(hers);
    getDb().update(members).set({ blockByAdmin: false }).where(eq(members.unqId, womensReviewer.unqId)).run();
    expect(queueIds(ordinary)).not.toContain(hers);
    setWomenReviewer(email, false);
    expect(queueIds(ordinary)).toContain(hers);
  });

  it("never marks a member who is not an administrator", () => {
    const member = person("Female");
    expect(setWomenReviewer(emailOf(member), true)).toBe(false);
    expect(setWomenReviewer("nobody@example.in", true)).toBe(false);
    expect(womenReviewers()).toEqual([]);
  });
});

describe("any reviewer", () => {
  it("does not review their own request, and a member is no reviewer", async () => {
    await sendIdDocument(ordinary, "passport", await picture());
    const own = requestOf(ordinary).id;
    expect(queueIds(womensReviewer)).toContain(own);
    expect(queueIds(ordinary)).not.toContain(own);
    expect(verificationPictureFor(ordinary.unqId, own)).toBeUndefined();
    expect(refusal(() => decideVerification(ordinary.unqId, own, { approve: true, seenPhotoId: null })).status).toBe(
      403,
    );
    const member = person("Male");
    expect(refusal(() => verificationQueue(member.unqId)).status).toBe(403);
    expect(verificationPictureFor(member.unqId, his)).toBeUndefined();
    expect(refusal(() => decideVerification(member.unqId, his, { approve: true, seenPhotoId: null })).status).toBe(403);
    expect(verificationPictureFor(ordinary.unqId, 999_999)).toBeUndefined();
    expect(
      refusal(() => decideVerification(ordinary.unqId, 999_999, { approve: true, seenPhotoId: null })).status,
    ).toBe(404);
  });
});
