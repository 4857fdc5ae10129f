import type { Connection, IncomingRequest } from "~/domain/connections/connection-lists.server";
import type { ProfileCard, VisitorCard } from "~/domain/listing/listing.server";
import { profileFieldsOf } from "~/forms/profile-columns";
import type { MemberProfile, OwnProfile } from "~/domain/profiles/profiles.server";
import { badgesOf, checkedByAPerson } from "~/domain/profiles/badges.server";
import { DEFAULT_AVATAR } from "~/forms/default-avatar";
import { listingFilterSchema } from "~/forms/listing";
import { getEnv } from "~/services/env.server";
import { pageUrl } from "./page-url.server";

// The /api/v1 wire names (docs/api-contract.md §11), in this module only: the domain speaks the schema's
// names, and each API route renames what it answers with one of these.

/**
 * The origin photo addresses are given on (docs/api-contract.md §4): the original client runs on another
 * origin and would resolve `/images/…` against its own. PUBLIC_URL when set; else the scheme and Host the
 * server saw (the scheme from X-Forwarded-Proto only with TRUST_PROXY, as Express reads it).
 */
export function apiOrigin(request: Request): string {
  const { PUBLIC_URL } = getEnv();
  if (PUBLIC_URL) return PUBLIC_URL;
  const url = pageUrl(request);
  return `${url.protocol}//${request.headers.get("Host") ?? url.host}`;
}

/**
 * A photo's absolute address; where the member has none or the viewer may not see it, the default avatar's
 * (issue 35, item 10): the original client draws whatever `image` it gets, and drew a broken picture for null.
 */
const absolute = (image: string | null, origin: string) => `${origin}${image ?? DEFAULT_AVATAR}`;

/**
 * What the original client's two listings (allUsers, opposite/users) ask: every listed member when there is
 * no ?page (docs/api-contract.md §5), else that page; and how their cards go on the wire.
 */
export function listingRequest(request: Request) {
  const pageParam = pageUrl(request).searchParams.get("page");
  const origin = apiOrigin(request);
  return {
    everyone: pageParam === null,
    parsed: listingFilterSchema.safeParse({ page: pageParam ?? undefined }),
    toWire: (card: ProfileCard) => wireCard(card, origin),
    toVisitorWire: (card: VisitorCard) => wireVisitorCard(card, origin),
  };
}

/** A listing card as the original client knows it (docs/api-contract.md §11): exactly these keys. */
export const wireCard = (card: ProfileCard, origin: string) => ({
  _id: card.publicId,
  unqId: card.unqId,
  fullName: card.fullName,
  state: card.state,
  age: card.age,
  working: card.working,
  // One flag where the site has badges (docs/decisions/032): true when a person checked the member.
  verified: checkedByAPerson(card.badges),
  image: absolute(card.image, origin),
});

/**
 * A visitor's card (docs/product-rules.md §6): the short name under the client's `fullName`, and no id at
 * all, so nothing a visitor gets names a member.
 */
export const wireVisitorCard = (card: VisitorCard, origin: string) => ({
  fullName: card.name,
  state: card.state,
  age: card.age,
  working: card.working,
  image: absolute(card.image, origin),
});

/** A person (a connection, a request's sender, the member just signed in): their public id becomes `_id`. */
export const wirePerson = <Person extends Pick<Connection, "publicId"> & { image?: string | null }>(
  { publicId, ...person }: Person,
  origin: string,
) => ({ _id: publicId, ...person, ...("image" in person ? { image: absolute(person.image ?? null, origin) } : {}) });

/**
 * A connection as the original client reads it: the person and their contact details. The guardian marks
 * (docs/product-rules.md §32) and the conversation's id (§33) are the site's only: the client's keys stay
 * as they were.
 */
export const wireConnection = (
  { acceptedByGuardian: _by, sentByViewer: _sent, connectionId: _conversation, ...person }: Connection,
  origin: string,
) => wirePerson(person, origin);

export const wireRequest = (request: IncomingRequest, origin: string) => ({
  _id: request.id,
  status: "pending" as const,
  createdAt: request.createdAt.toISOString(),
  sender: wirePerson(request.sender, origin),
});

/** The signed-in member's own profile: everything but the password hash. */
export const wireOwnProfile = (profile: OwnProfile, origin: string) => ({
  _id: profile.publicId,
  unqId: profile.unqId,
  ...profileFieldsOf(profile),
  heightCm: profile.heightCm, // read from height when it was saved; additive (docs/api-contract.md §11)
  image: absolute(profile.image, origin),
  role: profile.role,
  blockByADMIN: profile.blockByAdmin,
  Verified: checkedByAPerson(badgesOf(profile)),
  connections: profile.connections,
  createdAt: profile.createdAt.toISOString(),
  // Additive (docs/api-contract.md §11): what others do not see yet (docs/product-rules.md §30).
  awaitingApproval: profile.awaitingApproval,
  photoAwaitingApproval: profile.photoAwaitingApproval,
});

/** Another member's profile, masked as the domain decided: what it left out (null) is not sent at all. */
export const wireMemberProfile = (
  { publicId, badges, image, connected, pairState, connections, ...fields }: MemberProfile,
  origin: string,
) => ({
  _id: publicId,
  unqId: fields.unqId,
  ...withoutNulls(profileFieldsOf(fields), ["dob", "area", "pin"]),
  heightCm: fields.heightCm,
  image: absolute(image, origin),
  Verified: checkedByAPerson(badges),
  connected,
  pairState,
  connections,
});

function withoutNulls<T extends Record<string, unknown>>(fields: T, names: (keyof T)[]): Partial<T> {
  const kept = { ...fields };
  for (const name of names) if (kept[name] === null) delete kept[name];
  return kept;
}
