import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import { blockMember } from "~/domain/connections/blocks.server";
import { answerConnectionRequest, sendConnectionRequest } from "~/domain/connections/connections.server";
import { listIncomingRequests } from "~/domain/connections/connection-lists.server";
import { isGuardianSignIn } from "~/domain/family/guardian-accounts.server";
import { guardianActivity } from "~/domain/family/guardian-log.server";
import { storePhoto } from "~/domain/profiles/photos.server";
import { guardianProfileView } from "~/web/guardian-profile.server";
import { addMember, viewerOf } from "../support/match-members";
import { activeGuardian } from "../support/unit-guardians";

// The profiles a guardian opens from the member's page, read-only (docs/product-rules.md §32), and the pointer the
// members' login page gives a guardian who signs in there, against a fresh SQLite file.

const IP = "198.51.100.34";
const woman = () => viewerOf(addMember({ gender: "Female" }));
const man = () => viewerOf(addMember({ gender: "Male" }));
const contactOf = (unqId: number) =>
  getDb().select({ phone: members.phone, email: members.email }).from(members).where(eq(members.unqId, unqId)).get()!;
const viewedProfiles = (memberUnqId: number) =>
  guardianActivity(memberUnqId)
    .entries.filter((e) => e.action === "viewed-profile")
    .map((e) => e.aboutName);

afterEach(() => vi.useRealTimers());

/** A member with one of each: a connection, a waiting sender, one she asked, one she declined, a stranger. */
async function memberWithPeople() {
  const member = woman();
  const [connection, asker, asked, declined, stranger] = [man(), man(), man(), man(), man()];
  await sendConnectionRequest(connection, member.publicId);
  await sendConnectionRequest(asker, member.publicId);
  await sendConnectionRequest(declined, member.publicId);
  await sendConnectionRequest(member, asked.publicId);
  const idOf = (sender: string) =>
    listIncomingRequests(member.unqId).requests.find((r) => r.sender.publicId === sender)!.id;
  await answerConnectionRequest(member, idOf(connection.publicId), "accept");
  await answerConnectionRequest(member, idOf(declined.publicId), "reject");
  const guardian = await activeGuardian(member);
  return { member, connection, asker, asked, declined, stranger, guardian };
}

describe("a profile on the guardian's page", () => {
  it("opens for the member's connections and requests, not for anyone else", async () => {
    const { connection, asker, asked, declined, stranger, guardian } = await memberWithPeople();
    const view = (publicId: string) => guardianProfileView(guardian.access(), publicId);
    expect(view(connection.publicId)?.standing).toBe("connected");
    expect(view(asker.publicId)?.standing).toBe("received");
    expect(view(asked.publicId)?.standing).toBe("sent");
    // Not on the guardian's page: a request the member declined, a stranger, nonsense.
    expect(view(declined.publicId)).toBeNull();
    expect(view(stranger.publicId)).toBeNull();
    expect(view("nonsense")).toBeNull();
  });

  it("shows what the member may see, without contact details or a photo the owner keeps from visitors", async () => {
    const { member, connection, asker, guardian } = await memberWithPeople();
    const photoId = storePhoto(Buffer.from("connection's photo"), "image/webp");
    const setPhoto = (visibility: "everyone" | "members") =>
      getDb()
        .update(members)
        .set({ photoId, photoVisibility: visibility })
        .where(eq(members.unqId, connection.unqId))
        .run();
    setPhoto("members");
    const seen = guardianProfileView(guardian.access(), connection.publicId)!;
    expect(seen).toMatchObject({ fullName: connection.fullName, city: "Lucknow", age: 28 });
    // The member, a connection, sees all of these; the guardian none.
    expect(seen).toMatchObject({ phone: "", email: "", area: null, pin: null, dob: null, contactName: null });
    const { phone, email } = contactOf(connection.unqId);
    expect(JSON.stringify(seen)).not.toContain(phone);
    expect(JSON.stringify(seen)).not.toContain(email);
    expect(seen.image).toBeNull();
    setPhoto("everyone");
    expect(guardianProfileView(guardian.access(), connection.publicId)!.image).toBe(`/images/${photoId}`);
    // A block between the member and the person: the member cannot open the profile, so neither can the guardian.
    blockMember(member, asker.publicId);
    expect(guardianProfileView(guardian.access(), asker.publicId)).toBeNull();
  });

  it("goes into the member's activity log, at most once an hour per guardian and profile", async () => {
    const { member, connection, asker, guardian } = await memberWithPeople();
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.now();
    guardianProfileView(guardian.access(), connection.publicId);
    guardianProfileView(guardian.access(), connection.publicId);
    guardianProfileView(guardian.access(), asker.publicId);
    expect(viewedProfiles(member.unqId)).toEqual([asker.fullName, connection.fullName]);
    vi.setSystemTime(start + 61 * 60_000);
    guardianProfileView(guardian.access(), connection.publicId);
    expect(viewedProfiles(member.unqId)).toEqual([connection.fullName, asker.fullName, connection.fullName]);
  });
});

describe("a guardian on the members' login page", () => {
  it("is told so only with the guardian's own password, counted under the guardians' login throttle", async () => {
    const member = woman();
    const { email } = await activeGuardian(member);
    expect(await isGuardianSignIn(email, "guardian password", IP)).toBe(true);
    // The address alone says nothing; a member's address, or an unknown one, neither.
    expect(await isGuardianSignIn(email, "a wrong password", IP)).toBe(false);
    expect(await isGuardianSignIn(contactOf(member.unqId).email, "guardian password", IP)).toBe(false);
    expect(await isGuardianSignIn("nobody@example.in", "guardian password", IP)).toBe(false);
    // Ten misses in 15 minutes spend the address's guardian logins (§13): then not even the right password tells.
    for (let i = 1; i < 10; i++) await isGuardianSignIn(email, `wrong ${i}`, IP);
    expect(await isGuardianSignIn(email, "guardian password", IP)).toBe(false);
  });
});
