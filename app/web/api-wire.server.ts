import type { Connection, IncomingRequest } from "~/domain/connections.server";
import type { ProfileCard } from "~/domain/listing.server";
import { profileFieldsOf } from "~/domain/profile-columns.server";
import type { MemberProfile, OwnProfile } from "~/domain/profiles.server";

// The /api/v1 wire names (docs/api-contract.md §11), in this module only: the domain speaks the schema's
// names, and each API route renames what it answers with one of these.

export const wireCard = ({ publicId, ...card }: ProfileCard) => ({ _id: publicId, ...card });

/** A person (a connection, a request's sender, the member just signed in): their public id becomes `_id`. */
export const wirePerson = <Person extends Pick<Connection, "publicId">>({ publicId, ...person }: Person) => ({
  _id: publicId,
  ...person,
});

export const wireRequest = (request: IncomingRequest) => ({
  _id: request.id,
  status: "pending" as const,
  createdAt: request.createdAt.toISOString(),
  sender: wirePerson(request.sender),
});

/** The signed-in member's own profile: everything but the password hash. */
export const wireOwnProfile = (profile: OwnProfile) => ({
  _id: profile.publicId,
  unqId: profile.unqId,
  ...profileFieldsOf(profile),
  image: profile.image,
  role: profile.role,
  blockByADMIN: profile.blockByAdmin,
  Verified: profile.verified,
  connections: profile.connections,
  createdAt: profile.createdAt.toISOString(),
});

/** Another member's profile, masked as the domain decided. */
export const wireMemberProfile = ({
  publicId,
  verified,
  image,
  connected,
  pairState,
  connections,
  ...fields
}: MemberProfile) => ({
  _id: publicId,
  unqId: fields.unqId,
  ...profileFieldsOf(fields),
  image,
  Verified: verified,
  connected,
  pairState,
  connections,
});
