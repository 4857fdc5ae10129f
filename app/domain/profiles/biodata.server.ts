import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import type { Viewer } from "../accounts/member";
import { consumeWithinLimits, limitKey } from "../accounts/rate-limits.server";
import { badgesOf, type Badge } from "./badges.server";
import { photoFor, photoUrlOf, photoViewerOf } from "./photo-access.server";
import { pickProfileColumns, type ProfileColumns } from "./profile-columns.server";
import { getMemberProfile } from "./profiles.server";

// A member's biodata (issue 42, docs/product-rules.md §40): the one-page profile families pass on. It is built
// from the same rules as the profile page, never beside them: another member's from getMemberProfile (who may see
// the profile at all, contact details for a connection only), the photo from photo-access.server.ts (§27), the
// badges from badges.server.ts (§39). A share link's copy never has contact details, and the photo only when the
// member ticked it for that link and the photo is approved.

type MemberRow = typeof members.$inferSelect;

/** What a biodata shows: the profile's columns (contact details only where `contact`), the badges, the photo. */
export type Biodata = {
  publicId: string;
  unqId: number;
  fullName: string;
  details: ProfileColumns & Pick<MemberRow, "heightCm" | "contactName" | "contactRelation">;
  badges: Badge[];
  /** The photo's address for a page, and its stored id for a PDF; null where the reader may not see it. */
  photo: { url: string | null; id: string } | null;
  contact: boolean;
};

const NO_CONTACT = { phone: null, email: null, area: null, pin: null, dob: null, contactName: null };

function biodataOf(member: MemberRow, contact: boolean, photo: Biodata["photo"]): Biodata {
  const columns = pickProfileColumns(member);
  return {
    publicId: member.publicId,
    unqId: member.unqId,
    fullName: member.fullName,
    details: {
      ...columns,
      heightCm: member.heightCm,
      contactRelation: member.contactRelation,
      ...(contact ? { contactName: member.contactName } : NO_CONTACT),
    } as Biodata["details"],
    badges: badgesOf(member),
    photo,
    contact,
  };
}

const rowOf = (unqId: number) => getDb().select().from(members).where(eq(members.unqId, unqId)).get();

/**
 * The biodata of the member `publicId` for a signed-in member, or null wherever the profile page would answer
 * 404: their own (with their contact details), or another's as getMemberProfile lets them see it.
 */
export function biodataForViewer(viewer: Viewer, publicId: string): Biodata | null {
  if (publicId === viewer.publicId) {
    const own = rowOf(viewer.unqId);
    if (!own) return null;
    return biodataOf(own, true, own.photoId ? { url: photoUrlOf(own)!, id: own.photoId } : null);
  }
  const profile = getMemberProfile(viewer, publicId);
  if (!profile) return null;
  const member = rowOf(profile.unqId)!;
  const shown = photoFor(photoViewerOf(viewer), member).image;
  return biodataOf(member, profile.connected, shown && member.photoId ? { url: shown, id: member.photoId } : null);
}

/**
 * Whether anyone may see the member's biodata through a link they made: not while the profile is blocked, awaits
 * approval, is hidden (a pause, §28) or is not a member's. Checked at every open, like the link itself.
 */
const mayBeShared = (member: MemberRow) =>
  member.role === "member" && !member.blockByAdmin && !member.awaitingApproval && !member.hidden;

/**
 * The member's biodata as a share link shows it, or null when it may not be shown now: no contact details ever;
 * the photo only when ticked for the link and approved by the administrators (§30), whatever the owner's §27 setting:
 * the tick is the owner's choice for this link.
 */
export function biodataForLink(memberUnqId: number, showPhoto: boolean): Biodata | null {
  const member = rowOf(memberUnqId);
  if (!member || !mayBeShared(member)) return null;
  // No address: a share page carries the photo inside itself, so no URL of it outlives the link (decision 036).
  const photo = showPhoto && member.photoId && !member.photoAwaitingApproval ? { url: null, id: member.photoId } : null;
  return biodataOf(member, false, photo);
}

/** A PDF is CPU work (tens of milliseconds): a member downloads a few an hour; a script would run the server hot. */
const PDFS_PER_HOUR = 30;

/** Counts one PDF made for a member (their own or another's biodata); a 429 past PDFS_PER_HOUR. */
export const countBiodataPdf = (unqId: number) =>
  consumeWithinLimits({ key: limitKey("biodata-pdf", String(unqId)), max: PDFS_PER_HOUR, windowMs: 3600_000 });
