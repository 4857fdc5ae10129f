import { randomInt } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { getDb, WRITE } from "~/db/client.server";
import { members } from "~/db/schema";
import { verificationImages, verificationRequests } from "~/db/schema-verification";
import { isDocumentType } from "~/forms/verification";
import { GESTURES, type DocumentType, type VerificationKind } from "~/forms/verification-options";
import { now } from "~/services/clock.server";
import { normaliseCheckPicture } from "~/services/images.server";
import { UserError } from "~/services/user-error.server";
import type { Viewer } from "../accounts/member";

// The member's side of the checks by people (docs/product-rules.md §39): an identity document, or a selfie holding
// up a gesture, sent from /settings/verification to the administrators' queue (verification-review.server.ts).
// One request of each kind waits at a time; its picture is kept only until the decision.

/** How long a request waits for a decision before its picture is deleted unseen (§39). */
export const UNDECIDED_DAYS = 30;

type MemberChecks = {
  gender: Viewer["gender"];
  photoId: string | null;
  idVerifiedAt: Date | null;
  idDocumentType: DocumentType | null;
  photoVerifiedAt: Date | null;
};

function memberChecks(unqId: number): MemberChecks {
  const member = getDb()
    .select({
      gender: members.gender,
      photoId: members.photoId,
      idVerifiedAt: members.idVerifiedAt,
      idDocumentType: members.idDocumentType,
      photoVerifiedAt: members.photoVerifiedAt,
    })
    .from(members)
    .where(eq(members.unqId, unqId))
    .get();
  if (!member) throw new UserError("Account not found", { status: 404 });
  return member;
}

/** The member's latest request of a kind, with whether its picture is still kept. */
function latestRequest(unqId: number, kind: VerificationKind) {
  return getDb()
    .select({
      id: verificationRequests.id,
      status: verificationRequests.status,
      documentType: verificationRequests.documentType,
      gesture: verificationRequests.gesture,
      reason: verificationRequests.reason,
      createdAt: verificationRequests.createdAt,
      decidedAt: verificationRequests.decidedAt,
      hasPicture: verificationImages.requestId,
    })
    .from(verificationRequests)
    .leftJoin(verificationImages, eq(verificationImages.requestId, verificationRequests.id))
    .where(and(eq(verificationRequests.memberUnqId, unqId), eq(verificationRequests.kind, kind)))
    .orderBy(desc(verificationRequests.id))
    .get();
}

/** What /settings/verification and /settings show: each check's state, and what the member may do next. */
export function verificationStatusOf(unqId: number) {
  const member = memberChecks(unqId);
  const id = latestRequest(unqId, "id");
  const photo = latestRequest(unqId, "photo");
  const idPending = id?.status === "pending";
  const photoPending = photo?.status === "pending";
  return {
    id: {
      verifiedAt: member.idVerifiedAt,
      documentType: member.idDocumentType,
      latest: id && { ...id, hasPicture: id.hasPicture !== null },
      mayUpload: member.idVerifiedAt === null && !idPending,
    },
    photo: {
      verifiedAt: member.photoVerifiedAt,
      hasProfilePhoto: member.photoId !== null,
      latest: photo && { ...photo, hasPicture: photo.hasPicture !== null },
      // Started: the gesture is chosen and shown; the selfie is still to come.
      awaitingSelfie: photoPending && photo.hasPicture === null,
      mayStart: member.photoVerifiedAt === null && member.photoId !== null && !photoPending,
    },
  };
}

const ALREADY_WAITING = "A request of this kind is already waiting for our team: you will hear from us by e-mail.";

/** Refuses a second waiting request of a kind, or a check already passed (§39: one pending per kind). */
function refuseUnlessOpen(unqId: number, kind: VerificationKind): MemberChecks {
  const member = memberChecks(unqId);
  if (latestRequest(unqId, kind)?.status === "pending") throw new UserError(ALREADY_WAITING, { status: 409 });
  if (kind === "id" && member.idVerifiedAt) throw new UserError("Your ID is already verified.", { status: 409 });
  if (kind === "photo" && member.photoVerifiedAt)
    throw new UserError("Your photo is already verified.", { status: 409 });
  return member;
}

const NO_PICTURE = "Please choose a photo to send.";

/**
 * Sends a photo of an identity document of `documentType` for review. The picture is checked and re-encoded
 * first (app/services/images.server.ts: size, kind, pixels, metadata dropped); a refusal writes nothing.
 */
export async function sendIdDocument(viewer: Viewer, documentType: unknown, bytes: Uint8Array | undefined) {
  if (!isDocumentType(documentType))
    throw new UserError("Please choose the type of document.", { field: "documentType" });
  refuseUnlessOpen(viewer.unqId, "id");
  if (!bytes) throw new UserError(NO_PICTURE, { field: "document" });
  const picture = await withField(normaliseCheckPicture(bytes), "document");
  getDb().transaction(() => {
    // Again under the write lock: two sends at once (two tabs) make one request.
    const member = refuseUnlessOpen(viewer.unqId, "id");
    const request = { memberUnqId: viewer.unqId, kind: "id" as const, documentType };
    storeRequest({ ...request, forWomen: member.gender === "Female" }, picture);
  }, WRITE);
}

/**
 * Starts a photo check: a gesture chosen at random, which the page shows and the selfie must hold up. The
 * request waits without a picture until the selfie comes (or expires after UNDECIDED_DAYS, as any other).
 */
export function startPhotoCheck(viewer: Viewer): void {
  getDb().transaction((tx) => {
    const member = refuseUnlessOpen(viewer.unqId, "photo");
    // The reviewer compares the selfie with the profile photo: without one there is nothing to compare.
    if (!member.photoId)
      throw new UserError("Add a profile photo first: our team compares your selfie with it.", { status: 409 });
    tx.insert(verificationRequests)
      .values({
        memberUnqId: viewer.unqId,
        kind: "photo",
        gesture: GESTURES[randomInt(GESTURES.length)],
        forWomen: member.gender === "Female",
        status: "pending",
        createdAt: now(),
      })
      .run();
  }, WRITE);
}

/** Sends the selfie of a started photo check. */
export async function sendSelfie(viewer: Viewer, bytes: Uint8Array | undefined): Promise<void> {
  const started = () => {
    const latest = latestRequest(viewer.unqId, "photo");
    if (latest?.status !== "pending")
      throw new UserError("Please start the photo check again: it was decided or it expired.", { status: 409 });
    if (latest.hasPicture !== null) throw new UserError(ALREADY_WAITING, { status: 409 });
    return latest.id;
  };
  started();
  if (!bytes) throw new UserError(NO_PICTURE, { field: "selfie" });
  const picture = await withField(normaliseCheckPicture(bytes), "selfie");
  getDb().transaction((tx) => {
    const requestId = started();
    tx.insert(verificationImages).values({ requestId, mime: "image/webp", data: picture }).run();
  }, WRITE);
}

type NewRequest = Pick<typeof verificationRequests.$inferInsert, "memberUnqId" | "kind" | "documentType" | "forWomen">;

function storeRequest(request: NewRequest, picture: Buffer): void {
  const db = getDb();
  const { id } = db
    .insert(verificationRequests)
    .values({ ...request, status: "pending", createdAt: now() })
    .returning({ id: verificationRequests.id })
    .get();
  db.insert(verificationImages).values({ requestId: id, mime: "image/webp", data: picture }).run();
}

/** The picture's refusal (too large, not an image, unreadable) shown beside its own field. */
async function withField<T>(work: Promise<T>, field: string): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof UserError && !error.field) throw new UserError(error.message, { status: error.status, field });
    throw error;
  }
}
