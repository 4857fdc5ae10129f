import { and, eq, inArray, or } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { connectionRequests, members } from "~/db/schema";

type MemberRow = typeof members.$inferSelect;

export function photoUrl(photoId: string | null): string | null {
  return photoId ? `/images/${photoId}` : null;
}

/** publicIds of the member's accepted connections, whichever side asked. */
export function connectionIdsOf(unqId: number): string[] {
  const rows = getDb()
    .select({ sender: connectionRequests.senderUnqId, recipient: connectionRequests.recipientUnqId })
    .from(connectionRequests)
    .where(
      and(
        eq(connectionRequests.status, "accepted"),
        or(eq(connectionRequests.senderUnqId, unqId), eq(connectionRequests.recipientUnqId, unqId)),
      ),
    )
    .all();
  const otherIds = rows.map((r) => (r.sender === unqId ? r.recipient : r.sender));
  if (otherIds.length === 0) return [];
  return getDb()
    .select({ publicId: members.publicId })
    .from(members)
    .where(inArray(members.unqId, otherIds))
    .all()
    .map((m) => m.publicId);
}

/** A member's own profile with the wire names of SPEC.md §3: everything but the password hash. */
export function ownProfileOf(member: MemberRow) {
  return {
    _id: member.publicId,
    unqId: member.unqId,
    fullName: member.fullName,
    age: member.age,
    gender: member.gender,
    fatherName: member.fatherName,
    motherName: member.motherName,
    GrandFatherName: member.grandFatherName,
    height: member.height,
    dob: member.dob,
    maritalstatus: member.maritalStatus,
    FamilyHead: member.familyHead,
    FamilyHeadOccupation: member.familyHeadOccupation,
    siblings: member.siblings,
    Sistersiblings: member.sisterSiblings,
    marriedBrother: member.marriedBrother,
    marriedSister: member.marriedSister,
    pehchan: member.pehchan,
    education: member.education,
    working: member.working,
    annualIncome: member.annualIncome,
    house: member.house,
    phone: member.phone,
    email: member.email,
    area: member.area,
    city: member.city,
    state: member.state,
    pin: member.pin,
    country: member.country,
    weddingBudget: member.weddingBudget,
    weddingStyle: member.weddingStyle,
    image: photoUrl(member.photoId),
    role: member.role,
    blockByADMIN: member.blockByAdmin,
    Verified: member.verified,
    connections: connectionIdsOf(member.unqId),
    createdAt: member.createdAt.toISOString(),
  };
}

export function getOwnProfile(unqId: number) {
  const member = getDb().select().from(members).where(eq(members.unqId, unqId)).get();
  return member ? ownProfileOf(member) : null;
}
