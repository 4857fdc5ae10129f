import { and, asc, eq, isNotNull, or } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import { connectionRequests, photoRequests } from "~/db/schema-connections";
import { memberPhotos } from "~/db/schema-photos";
import { blockedEitherWayOf } from "../connections/blocks.server";
import type { Viewer } from "../accounts/member";
import { photoUrl } from "./photos.server";
import { publishedStoryShows } from "../site/story-lists.server";

// Who may see a member's photo (docs/product-rules.md §27), in this module only: cards, profiles, the
// request lists, the API and /images/{id} all ask here, so a photo the viewer may not see is never sent.

type OwnerColumn =
  | "unqId"
  | "photoId"
  | "photoVisibility"
  | "photoAwaitingApproval"
  | "blockByAdmin"
  | "hidden"
  | "awaitingApproval"
  | "awaitingCandidate"
  | "role"
  | "gender";

/** The columns of a member (or an alias of the members table) the rule reads. */
export const photoOwnerColumns = <Table extends Record<OwnerColumn, SQLiteColumn>>(
  table: Table,
): Pick<Table, OwnerColumn> => ({
  unqId: table.unqId,
  photoId: table.photoId,
  photoVisibility: table.photoVisibility,
  photoAwaitingApproval: table.photoAwaitingApproval,
  blockByAdmin: table.blockByAdmin,
  hidden: table.hidden,
  awaitingApproval: table.awaitingApproval,
  awaitingCandidate: table.awaitingCandidate,
  role: table.role,
  gender: table.gender,
});

type Owner = Pick<typeof members.$inferSelect, OwnerColumn>;

/**
 * Who looks: a member (an administrator when `role` says so) or, as null, a visitor. A caller that has only the
 * member's id leaves out the gender, which is then read.
 */
type Looker = Pick<Viewer, "unqId"> & Partial<Pick<Viewer, "role" | "gender">>;

/**
 * What the rule needs to know of the viewer, read once for a whole page of cards: their gender, the members
 * they have a request with (whatever its state) and those of them they are connected with, the owners who
 * granted them their photo, and the members either of them blocked.
 */
export type PhotoViewer = {
  viewer: Looker | null;
  gender: Viewer["gender"] | null;
  requested: Set<number>;
  connected: Set<number>;
  granted: Set<number>;
  blocked: Set<number>;
};

const VISITOR: PhotoViewer = {
  viewer: null,
  gender: null,
  requested: new Set(),
  connected: new Set(),
  granted: new Set(),
  blocked: new Set(),
};

/** The viewer's side of the rule: a few indexed reads, none for a visitor. */
export function photoViewerOf(viewer: Looker | null): PhotoViewer {
  if (!viewer) return VISITOR;
  const db = getDb();
  const { senderUnqId: sender, recipientUnqId: recipient, status } = connectionRequests;
  const requests = db
    .select({ sender, recipient, status })
    .from(connectionRequests)
    .where(or(eq(sender, viewer.unqId), eq(recipient, viewer.unqId)))
    .all()
    .map((row) => ({ other: row.sender === viewer.unqId ? row.recipient : row.sender, status: row.status }));
  const gender =
    viewer.gender ??
    db.select({ gender: members.gender }).from(members).where(eq(members.unqId, viewer.unqId)).get()?.gender ??
    null;
  const granted = db
    .select({ owner: photoRequests.ownerUnqId })
    .from(photoRequests)
    .where(and(eq(photoRequests.requesterUnqId, viewer.unqId), eq(photoRequests.status, "granted")))
    .all()
    .map((row) => row.owner);
  return {
    viewer,
    gender,
    requested: new Set(requests.map((request) => request.other)),
    connected: new Set(requests.filter((request) => request.status === "accepted").map((request) => request.other)),
    granted: new Set(granted),
    blocked: blockedEitherWayOf(viewer.unqId),
  };
}

/** Listed: a visitor may come across the member at all (not blocked, hidden or awaiting approval, §28, §30). */
const isListed = (owner: Owner) => owner.role === "member" && !owner.blockByAdmin && !owner.hidden && !awaits(owner);

/** Awaiting an administrator's approval (§30) or the confirmation of the person the profile is for (§31a). */
const awaits = (owner: Owner) => owner.awaitingApproval || owner.awaitingCandidate;

/**
 * Whether the viewer may see the owner's photo (§27): the owner and administrators always; nobody else
 * while the photo or the profile awaits approval (§30) or the owner is blocked, nor across a block either
 * way, nor while the owner is hidden unless they may still open her profile (a request with her, §28); then as
 * the owner chose: everyone (a visitor only of a listed member), members (those the listing shows her to: the
 * other gender, §6), or connections and the members the owner granted.
 */
export function maySeePhoto(seen: PhotoViewer, owner: Owner): boolean {
  const { viewer } = seen;
  if (viewer && (viewer.unqId === owner.unqId || viewer.role === "admin")) return true;
  if (owner.photoAwaitingApproval || awaits(owner) || owner.blockByAdmin) return false;
  if (!viewer) return owner.photoVisibility === "everyone" && isListed(owner);
  if (seen.blocked.has(owner.unqId)) return false;
  if (owner.hidden && !seen.requested.has(owner.unqId)) return false;
  if (owner.photoVisibility === "everyone") return true;
  if (owner.photoVisibility === "members") return seen.gender !== null && owner.gender !== seen.gender;
  return seen.connected.has(owner.unqId) || seen.granted.has(owner.unqId);
}

/**
 * The address of the owner's photo for a viewer allowed to see it: the public one while everyone may (a
 * visitor would), else the private one (photos.server.ts photoUrl).
 */
export function photoUrlOf(owner: Owner): string | null {
  return photoUrl(owner.photoId, maySeePhoto(VISITOR, owner) ? "public" : "private");
}

/**
 * A photo as the viewer gets it: its address, or null with `afterConnecting` when the owner keeps it to
 * connections and the viewer, a member, could be one (the page says "Photo visible after connecting").
 */
export type PhotoShown = { image: string | null; afterConnecting: boolean };

export function photoFor(seen: PhotoViewer, owner: Owner): PhotoShown {
  if (!owner.photoId) return { image: null, afterConnecting: false };
  if (maySeePhoto(seen, owner)) return { image: photoUrlOf(owner), afterConnecting: false };
  const afterConnecting =
    seen.viewer !== null &&
    owner.photoVisibility === "connections" &&
    !owner.photoAwaitingApproval &&
    !awaits(owner) &&
    !owner.blockByAdmin &&
    !seen.blocked.has(owner.unqId);
  return { image: null, afterConnecting };
}

/**
 * The member's photo as a visitor gets it: its address while the owner shows it to everyone, else null. For those
 * who are not members, such as a guardian (docs/product-rules.md §32).
 */
export function visitorsPhotoOf(unqId: number): string | null {
  const owner = getDb().select(photoOwnerColumns(members)).from(members).where(eq(members.unqId, unqId)).get();
  return owner ? photoFor(VISITOR, owner).image : null;
}

/**
 * The member's other photos (docs/product-rules.md §27a) as the viewer gets them: only when the viewer may see the
 * main photo, each then as the main photo would be with the extra's own approval (§30).
 */
export function extraPhotosFor(seen: PhotoViewer, owner: Owner): string[] {
  if (!owner.photoId || !maySeePhoto(seen, owner)) return [];
  return getDb()
    .select({ photoId: memberPhotos.photoId, awaitingApproval: memberPhotos.awaitingApproval })
    .from(memberPhotos)
    .where(eq(memberPhotos.memberUnqId, owner.unqId))
    .orderBy(asc(memberPhotos.position))
    .all()
    .map(({ photoId, awaitingApproval }) => ({ ...owner, photoId, photoAwaitingApproval: awaitingApproval }))
    .filter((extra) => maySeePhoto(seen, extra))
    .map((extra) => photoUrlOf(extra)!);
}

/** The member's other photos as the viewer may see them, for their profile page. */
export function extraPhotosOf(viewer: Looker, unqId: number): string[] {
  const owner = getDb().select(photoOwnerColumns(members)).from(members).where(eq(members.unqId, unqId)).get();
  return owner ? extraPhotosFor(photoViewerOf(viewer), owner) : [];
}

/**
 * The owners of a stored photo: the same bytes are stored once, so several members may share one. A member
 * whose extra photo it is (§27a) owns it as if it were their main photo, with the extra's own approval, and only
 * while they have a main photo (extras are shown under it).
 */
function ownersOf(photoId: string): Owner[] {
  const db = getDb();
  const asMain = db.select(photoOwnerColumns(members)).from(members).where(eq(members.photoId, photoId)).all();
  const asExtra = db
    .select({ ...photoOwnerColumns(members), extraAwaiting: memberPhotos.awaitingApproval })
    .from(memberPhotos)
    .innerJoin(members, eq(members.unqId, memberPhotos.memberUnqId))
    .where(and(eq(memberPhotos.photoId, photoId), isNotNull(members.photoId)))
    .all()
    .map(({ extraAwaiting, ...owner }) => ({ ...owner, photoId, photoAwaitingApproval: extraAwaiting }));
  return [...asMain, ...asExtra];
}

/**
 * Whether anyone at all may see the photo: a published success story (§34) or a listed owner shows it to
 * everyone. Only then may a cache keep its public address; any other is served per viewer (its addresses
 * answer 404 to those who may not see it).
 */
export function isPublicPhoto(photoId: string): boolean {
  return publishedStoryShows(photoId) || ownersOf(photoId).some((owner) => maySeePhoto(VISITOR, owner));
}

/**
 * Whether the viewer may see the photo with this id: a published story showing it, or one owner's rule
 * allowing it, is enough. A photo nobody shows (a draft story's) is for administrators only.
 */
export function maySeePhotoId(viewer: Looker | null, photoId: string): boolean {
  if (publishedStoryShows(photoId)) return true;
  const owners = ownersOf(photoId);
  if (owners.length === 0) return viewer?.role === "admin";
  const seen = photoViewerOf(viewer);
  return owners.some((owner) => maySeePhoto(seen, owner));
}
