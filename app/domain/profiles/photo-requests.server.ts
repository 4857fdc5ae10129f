import { and, count, desc, eq } from "drizzle-orm";
import { getDb, WRITE } from "~/db/client.server";
import { members } from "~/db/schema";
import { photoRequests } from "~/db/schema-connections";
import { memberCode } from "~/forms/member-id";
import { now } from "~/services/clock.server";
import { UserError } from "~/services/user-error.server";
import { notBlockedWith } from "../connections/blocks.server";
import { emailT } from "../mail/email-words.server";
import { queueMail } from "../mail/mail-queue.server";
import { siteLink } from "../mail/mail-wording.server";
import type { Viewer } from "../accounts/member";
import { memberByPublicId } from "../accounts/member-lookup.server";
import { maySeePhoto, photoFor, photoOwnerColumns, photoViewerOf } from "./photo-access.server";
import { getMemberProfile } from "./profiles.server";
import { refuseWhileAwaitingApproval } from "../safety/approvals.server";

// The requests to see a photo kept to connections (docs/product-rules.md §27); the member's own photo setting is
// photo-choice.server.ts's. Who may see a photo is photo-access.server.ts's rule; this module only writes what it
// reads.

/**
 * Asks to see another member's photo, kept to their connections. Only on a profile the viewer may open
 * (never across a block); one e-mail to the owner per request: asking again while it is pending does nothing.
 */
export function requestPhoto(viewer: Viewer, publicId: string): void {
  if (publicId === viewer.publicId) throw new UserError("You can always see your own photo.");
  refuseWhileAwaitingApproval(viewer.unqId);
  if (!getMemberProfile(viewer, publicId)) throw new UserError("Member not found", { status: 404 });
  const db = getDb();
  const owner = db.select().from(members).where(eq(members.publicId, publicId)).get()!;
  if (!owner.photoId || owner.photoVisibility !== "connections") {
    throw new UserError("This member's photo is not kept to connections: there is nothing to request.");
  }
  if (maySeePhoto(photoViewerOf(viewer), owner)) throw new UserError("You can already see this photo.");
  db.transaction(() => {
    const added = db
      .insert(photoRequests)
      .values({ ownerUnqId: owner.unqId, requesterUnqId: viewer.unqId, status: "requested", createdAt: now() })
      .onConflictDoNothing()
      .returning({ owner: photoRequests.ownerUnqId })
      .get();
    if (!added) return;
    // In the owner's language (issue 18): their saved choice, else English.
    const t = emailT(owner.language ?? "en");
    queueMail({
      kind: "photo-request",
      toUnqId: owner.unqId,
      aboutUnqId: viewer.unqId,
      subject: t("photo.subject"),
      body: [
        t("photo.asked", { name: viewer.fullName, code: memberCode(viewer.unqId) }),
        ``,
        t("photo.answer", { link: siteLink("/settings") }),
      ].join("\n"),
    });
  }, WRITE);
}

/** Whether the viewer has asked for the owner's photo and not been answered yet. */
export function hasRequestedPhoto(viewerUnqId: number, ownerUnqId: number): boolean {
  const row = getDb()
    .select({ status: photoRequests.status })
    .from(photoRequests)
    .where(and(eq(photoRequests.ownerUnqId, ownerUnqId), eq(photoRequests.requesterUnqId, viewerUnqId)))
    .get();
  return row?.status === "requested";
}

export type PhotoRequestAnswer = "grant" | "decline" | "revoke";

/**
 * The owner's answer about one member: grant a pending request (that member sees the photo from now on),
 * decline it, or revoke a grant (either deletes the row; the member may ask again).
 */
export function answerPhotoRequest(
  owner: Pick<Viewer, "unqId">,
  requesterPublicId: string,
  answer: PhotoRequestAnswer,
) {
  const db = getDb();
  const requester = memberByPublicId(requesterPublicId);
  const row = and(
    eq(photoRequests.ownerUnqId, owner.unqId),
    eq(photoRequests.requesterUnqId, requester?.unqId ?? 0),
    eq(photoRequests.status, answer === "revoke" ? "granted" : "requested"),
  );
  const changed =
    answer === "grant"
      ? db.update(photoRequests).set({ status: "granted", respondedAt: now() }).where(row).run()
      : db.delete(photoRequests).where(row).run();
  if (changed.changes === 0) throw new UserError("Request not found", { status: 404 });
}

/** A member who asked for the owner's photo, or was granted it, as the owner's lists show them (as a card). */
export type PhotoRequester = {
  publicId: string;
  fullName: string;
  unqId: number;
  gender: string;
  age: number;
  city: string | null;
  working: string | null;
  /** Their photo as the listing shows it to the owner (§27), else null for the default avatar. */
  image: string | null;
};

/** Requests to the owner's photo from members the owner may still come across: none across a block. */
const requestsTo = (ownerUnqId: number) =>
  and(eq(photoRequests.ownerUnqId, ownerUnqId), eq(members.blockByAdmin, false), notBlockedWith(ownerUnqId));

/** The members who asked for the owner's photo and those granted it, newest first; never across a block. */
export function photoRequestsOf(owner: Pick<Viewer, "unqId">): {
  pending: PhotoRequester[];
  granted: PhotoRequester[];
} {
  const rows = getDb()
    .select({
      ...photoOwnerColumns(members),
      publicId: members.publicId,
      fullName: members.fullName,
      age: members.age,
      city: members.city,
      working: members.working,
      status: photoRequests.status,
    })
    .from(photoRequests)
    .innerJoin(members, eq(members.unqId, photoRequests.requesterUnqId))
    .where(requestsTo(owner.unqId))
    .orderBy(desc(photoRequests.createdAt))
    .all();
  const seen = photoViewerOf(owner);
  const pick = (status: string): PhotoRequester[] =>
    rows
      .filter((row) => row.status === status)
      .map((row) => ({
        publicId: row.publicId,
        fullName: row.fullName,
        unqId: row.unqId,
        gender: row.gender,
        age: row.age,
        city: row.city,
        working: row.working,
        image: photoFor(seen, row).image,
      }));
  return { pending: pick("requested"), granted: pick("granted") };
}

/** How many members wait for the owner's answer to see their photo (the home page's reminder, §27). */
export function pendingPhotoRequestCount(ownerUnqId: number): number {
  return getDb()
    .select({ n: count() })
    .from(photoRequests)
    .innerJoin(members, eq(members.unqId, photoRequests.requesterUnqId))
    .where(and(requestsTo(ownerUnqId), eq(photoRequests.status, "requested")))
    .get()!.n;
}
