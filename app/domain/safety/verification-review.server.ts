import { and, asc, count, desc, eq, inArray, lt, ne, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { getDb, truncateWal, WRITE } from "~/db/client.server";
import { members } from "~/db/schema";
import { verificationImages, verificationRequests } from "~/db/schema-verification";
import { now } from "~/services/clock.server";
import { UserError } from "~/services/user-error.server";
import { photoUrl } from "../profiles/photos.server";
import { tellDecision } from "./verification-mail.server";
import { UNDECIDED_DAYS } from "./verification.server";

// The administrators' side of the checks by people (docs/product-rules.md §39): the queue, oldest first; who may
// see a request (a woman's goes only to reviewers marked for women's documents, when one exists); the decision,
// which deletes the picture at once and keeps what was decided, by whom and when; and the 30-day expiry.

const DAY = 24 * 3600_000;
const QUEUE_LIMIT = 50;

/** An active administrator marked to review women's documents exists. */
const womenReviewerExists = sql`exists (select 1 from ${members} where ${members.role} = 'admin'
  and ${members.reviewsWomenDocuments} = 1 and ${members.blockByAdmin} = 0)`;

type Reviewer = { unqId: number; reviewsWomenDocuments: boolean };

/** The administrator with this id, or undefined for anyone else. */
function findReviewer(unqId: number): Reviewer | undefined {
  const row = getDb()
    .select({ unqId: members.unqId, role: members.role, reviewsWomenDocuments: members.reviewsWomenDocuments })
    .from(members)
    .where(eq(members.unqId, unqId))
    .get();
  return row?.role === "admin" ? row : undefined;
}

function reviewerOf(unqId: number): Reviewer {
  const reviewer = findReviewer(unqId);
  if (!reviewer) throw new UserError("Forbidden", { status: 403 });
  return reviewer;
}

/**
 * The requests this reviewer may see and decide: a woman's only by a reviewer of women's documents, unless there
 * is none; never their own.
 */
function reviewableBy(reviewer: Reviewer): SQL {
  const notOwn = ne(verificationRequests.memberUnqId, reviewer.unqId);
  if (reviewer.reviewsWomenDocuments) return notOwn;
  return and(notOwn, or(eq(verificationRequests.forWomen, false), sql`not ${womenReviewerExists}`))!;
}

/** How many requests wait for this reviewer (the admin dashboard's count): the queue's rows, uncapped. */
export function verificationsWaitingFor(reviewerUnqId: number): number {
  return getDb()
    .select({ n: count() })
    .from(verificationRequests)
    .innerJoin(verificationImages, eq(verificationImages.requestId, verificationRequests.id))
    .where(and(eq(verificationRequests.status, "pending"), reviewableBy(reviewerOf(reviewerUnqId))))
    .get()!.n;
}

/** What waits for this reviewer, oldest first: only requests whose picture has come. */
export function verificationQueue(reviewerUnqId: number) {
  const reviewer = reviewerOf(reviewerUnqId);
  const rows = getDb()
    .select({
      id: verificationRequests.id,
      kind: verificationRequests.kind,
      documentType: verificationRequests.documentType,
      gesture: verificationRequests.gesture,
      forWomen: verificationRequests.forWomen,
      createdAt: verificationRequests.createdAt,
      publicId: members.publicId,
      unqId: members.unqId,
      fullName: members.fullName,
      photoId: members.photoId,
    })
    .from(verificationRequests)
    .innerJoin(verificationImages, eq(verificationImages.requestId, verificationRequests.id))
    .innerJoin(members, eq(members.unqId, verificationRequests.memberUnqId))
    .where(and(eq(verificationRequests.status, "pending"), reviewableBy(reviewer)))
    .orderBy(asc(verificationRequests.createdAt), asc(verificationRequests.id))
    .limit(QUEUE_LIMIT)
    .all();
  return {
    requests: rows.map((row) => ({
      ...row,
      expiresAt: new Date(row.createdAt.getTime() + UNDECIDED_DAYS * DAY),
      // The profile photo a selfie is compared with (an administrator may see it whoever else may).
      profilePhoto: row.kind === "photo" ? photoUrl(row.photoId, "private") : null,
    })),
    limit: QUEUE_LIMIT,
  };
}

/** The picture of a waiting request, for a reviewer allowed to see it; undefined for anyone else, or once decided. */
export function verificationPictureFor(reviewerUnqId: number, requestId: number) {
  const reviewer = findReviewer(reviewerUnqId);
  if (!reviewer || !Number.isSafeInteger(requestId)) return undefined;
  return getDb()
    .select({ mime: verificationImages.mime, data: verificationImages.data })
    .from(verificationImages)
    .innerJoin(verificationRequests, eq(verificationRequests.id, verificationImages.requestId))
    .where(
      and(
        eq(verificationImages.requestId, requestId),
        eq(verificationRequests.status, "pending"),
        reviewableBy(reviewer),
      ),
    )
    .get();
}

/** What the reviewer decided: an approval names the profile photo they compared a selfie with. */
export type VerificationDecision = { approve: true; seenPhotoId: string | null } | { approve: false; reason: string };

/**
 * Decides a waiting request: records the decision, the reviewer and the time, deletes the picture, gives the badge
 * on an approval, and queues the member's e-mail in their language. Then empties the WAL of the picture's pages.
 */
export function decideVerification(reviewerUnqId: number, requestId: number, decision: VerificationDecision): void {
  const db = getDb();
  db.transaction((tx) => {
    const reviewer = reviewerOf(reviewerUnqId);
    const request = Number.isSafeInteger(requestId)
      ? tx
          .select({
            kind: verificationRequests.kind,
            status: verificationRequests.status,
            documentType: verificationRequests.documentType,
            memberUnqId: verificationRequests.memberUnqId,
            photoId: members.photoId,
            picture: verificationImages.requestId,
            mayReview: sql<number>`${reviewableBy(reviewer)}`.mapWith(Boolean),
          })
          .from(verificationRequests)
          .innerJoin(members, eq(members.unqId, verificationRequests.memberUnqId))
          .leftJoin(verificationImages, eq(verificationImages.requestId, verificationRequests.id))
          .where(eq(verificationRequests.id, requestId))
          .get()
      : undefined;
    if (!request)
      throw new UserError("This request is no longer here: the account may have been deleted meanwhile.", {
        status: 404,
      });
    if (!request.mayReview)
      throw new UserError("Only an administrator who reviews women's documents may decide this request.", {
        status: 403,
      });
    if (request.status !== "pending" || request.picture === null)
      throw new UserError("This request was already decided.", { status: 409 });
    // A selfie matches the profile photo the reviewer saw, or none: a photo removed meanwhile leaves nothing matched.
    const unseen = (seenPhotoId: string | null) => request.photoId === null || request.photoId !== seenPhotoId;
    if (request.kind === "photo" && decision.approve && unseen(decision.seenPhotoId))
      throw new UserError("The member's profile photo changed since this page was opened: please look again.", {
        status: 409,
      });
    const at = now();
    tx.update(verificationRequests)
      .set({
        status: decision.approve ? "approved" : "rejected",
        reason: decision.approve ? null : decision.reason,
        reviewerUnqId,
        decidedAt: at,
      })
      .where(eq(verificationRequests.id, requestId))
      .run();
    tx.delete(verificationImages).where(eq(verificationImages.requestId, requestId)).run();
    if (decision.approve) {
      const badge =
        request.kind === "id" ? { idVerifiedAt: at, idDocumentType: request.documentType } : { photoVerifiedAt: at };
      tx.update(members).set(badge).where(eq(members.unqId, request.memberUnqId)).run();
    }
    tellDecision(request.memberUnqId, request, decision.approve ? null : decision.reason);
  }, WRITE);
  // secure_delete zeroed the picture in the pages' new versions; the WAL still holds the old ones (decision 027).
  truncateWal();
}

/**
 * Requests undecided after UNDECIDED_DAYS: marked expired and their pictures deleted, by the hourly housekeeping
 * (which then empties the WAL). The member's page says so and offers to send again. Returns how many.
 */
export function expireUndecidedChecks(): number {
  return getDb().transaction((tx) => {
    const old = tx
      .select({ id: verificationRequests.id })
      .from(verificationRequests)
      .where(
        and(
          eq(verificationRequests.status, "pending"),
          lt(verificationRequests.createdAt, new Date(now().getTime() - UNDECIDED_DAYS * DAY)),
        ),
      )
      .all()
      .map((row) => row.id);
    if (old.length === 0) return 0;
    tx.delete(verificationImages).where(inArray(verificationImages.requestId, old)).run();
    tx.update(verificationRequests)
      .set({ status: "expired", decidedAt: now() })
      .where(inArray(verificationRequests.id, old))
      .run();
    return old.length;
  }, WRITE);
}

const reviewers = alias(members, "reviewer");

/** The latest decisions and expiries, newest first: what is kept of a check once its picture is gone. */
export function recentVerificationDecisions(limit = 20) {
  return getDb()
    .select({
      id: verificationRequests.id,
      kind: verificationRequests.kind,
      documentType: verificationRequests.documentType,
      status: verificationRequests.status,
      reason: verificationRequests.reason,
      decidedAt: verificationRequests.decidedAt,
      memberPublicId: members.publicId,
      memberUnqId: members.unqId,
      memberName: members.fullName,
      reviewerName: reviewers.fullName,
    })
    .from(verificationRequests)
    .innerJoin(members, eq(members.unqId, verificationRequests.memberUnqId))
    .leftJoin(reviewers, eq(reviewers.unqId, verificationRequests.reviewerUnqId))
    .where(ne(verificationRequests.status, "pending"))
    .orderBy(desc(verificationRequests.decidedAt), desc(verificationRequests.id))
    .limit(limit)
    .all();
}

/** The administrators marked to review women's documents and selfies (none: every administrator reviews them). */
export function womenReviewers() {
  return getDb()
    .select({ fullName: members.fullName, email: members.email })
    .from(members)
    .where(and(eq(members.role, "admin"), eq(members.reviewsWomenDocuments, true), eq(members.blockByAdmin, false)))
    .orderBy(asc(members.unqId))
    .all();
}

/**
 * The operator's `npm run admin:women-reviewer`: marks (or unmarks) the administrator with this e-mail. False when
 * no administrator has it.
 */
export function setWomenReviewer(email: string, on: boolean): boolean {
  const { changes } = getDb()
    .update(members)
    .set({ reviewsWomenDocuments: on })
    .where(and(eq(members.email, email), eq(members.role, "admin")))
    .run();
  return changes > 0;
}
