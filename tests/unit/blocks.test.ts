import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import { connectionRequests, photoRequests, shortlists } from "~/db/schema-connections";
import { mailQueue, mailQueueRequests } from "~/db/schema-mail";
import { memberBlocks } from "~/db/schema-safety";
import { blockMember, listBlocked, unblockMember } from "~/domain/connections/blocks.server";
import { answerConnectionRequest, sendConnectionRequest } from "~/domain/connections/connections.server";
import { listConnections, listIncomingRequests } from "~/domain/connections/connection-lists.server";
import { listProfiles, listVisitorProfiles } from "~/domain/listing/listing.server";
import { queueMail } from "~/domain/mail/mail-queue.server";
import { runAlert } from "~/domain/matching/match-alert-run.server";
import { followPreferences } from "~/domain/matching/match-alerts.server";
import { listMatches } from "~/domain/matching/matching.server";
import { isHidden, setHidden } from "~/domain/profiles/profile-visibility.server";
import { getMemberProfile, MASK } from "~/domain/profiles/profiles.server";
import { searchProfiles } from "~/domain/listing/search.server";
import { listShortlist, saveToShortlist } from "~/domain/listing/shortlist.server";
import { addMember, viewerOf } from "../support/match-members";
import { refusal } from "../support/refusal";

// Hiding one's profile and blocking a member (docs/product-rules.md §28) against a fresh SQLite file. Each
// test makes its own members, so what one test blocks or hides never touches another.

const man = () => viewerOf(addMember({ gender: "Male" }));
const woman = () => viewerOf(addMember({ gender: "Female" }));
type Viewer = ReturnType<typeof man>;

/** Every place a member may come across another: true where `other` shows for `viewer`. */
function seenBy(viewer: Viewer, other: Viewer) {
  const ids = (cards: { unqId: number }[]) => cards.some((card) => card.unqId === other.unqId);
  return {
    listing: ids(listProfiles(viewer, { unqId: other.unqId }).cards),
    matches: ids(listMatches(viewer, 1, 1000).matches),
    bestMatch: ids(searchProfiles(viewer, {}, "match", 1000).cards),
    profile: getMemberProfile(viewer, other.publicId) !== null,
  };
}
const NOWHERE = { listing: false, matches: false, bestMatch: false, profile: false };
const EVERYWHERE = { listing: true, matches: true, bestMatch: true, profile: true };

const rowsBetween = (a: number, b: number) => ({
  blocks: getDb()
    .select()
    .from(memberBlocks)
    .all()
    .filter((r) => [a, b].includes(r.blockerUnqId)),
  requests: getDb()
    .select()
    .from(connectionRequests)
    .all()
    .filter((r) => [a, b].includes(r.senderUnqId) && [a, b].includes(r.recipientUnqId)),
  shortlists: getDb()
    .select()
    .from(shortlists)
    .all()
    .filter((r) => [a, b].includes(r.memberUnqId) && [a, b].includes(r.savedUnqId)),
  photoRequests: getDb()
    .select()
    .from(photoRequests)
    .all()
    .filter((r) => [a, b].includes(r.ownerUnqId) && [a, b].includes(r.requesterUnqId)),
});

const unsentMailTo = (unqId: number) =>
  getDb()
    .select()
    .from(mailQueue)
    .where(eq(mailQueue.toUnqId, unqId))
    .all()
    .filter((row) => row.status === "pending");

describe("blocking a member", () => {
  it("refuses oneself, an unknown or malformed id, an administrator and the same gender, writing nothing", () => {
    const me = man();
    const admin = woman();
    getDb().update(members).set({ role: "admin" }).where(eq(members.unqId, admin.unqId)).run();
    // Nobody's name comes back for an id the viewer could not see.
    expect(refusal(() => blockMember(me, man().publicId))).toEqual({ message: "Member not found", status: 404 });
    expect(refusal(() => unblockMember(me, woman().publicId))).toEqual({ message: "Member not found", status: 404 });
    expect(refusal(() => blockMember(me, me.publicId))).toEqual({ message: "You cannot block yourself", status: 400 });
    for (const id of ["0".repeat(24), "not-an-id", "", admin.publicId]) {
      expect(refusal(() => blockMember(me, id))).toEqual({ message: "Member not found", status: 404 });
    }
    for (const id of ["0".repeat(24), "not-an-id", ""]) {
      expect(refusal(() => unblockMember(me, id))).toEqual({ message: "Member not found", status: 404 });
    }
    expect(getDb().select().from(memberBlocks).all()).toEqual([]);
    expect(listBlocked(me)).toEqual([]);
  });

  it("ends the pair's connection and everything else between them, both ways, until unblocked", async () => {
    const [me, her] = [man(), woman()];
    await sendConnectionRequest(her, me.publicId);
    const [request] = listIncomingRequests(me.unqId).requests;
    await answerConnectionRequest(me, request.id, "accept");
    expect(getMemberProfile(her, me.publicId)).toMatchObject({ connected: true });
    saveToShortlist(me, her.publicId);
    saveToShortlist(her, me.publicId);
    getDb()
      .insert(photoRequests)
      .values({ ownerUnqId: her.unqId, requesterUnqId: me.unqId, createdAt: new Date() })
      .run();
    queueMail({ kind: "photo-request", toUnqId: her.unqId, aboutUnqId: me.unqId, subject: "s", body: "b" });
    queueMail({ kind: "match-alert", toUnqId: her.unqId, subject: "s", body: `- x\n  /InnerProfile/${me.publicId}` });
    const herMail = unsentMailTo(her.unqId).length; // the acceptance, the photo request, the alert

    expect(blockMember(me, her.publicId)).toEqual({ publicId: her.publicId, fullName: her.fullName });
    expect(blockMember(me, her.publicId).fullName).toBe(her.fullName); // again: nothing changes
    expect(rowsBetween(me.unqId, her.unqId)).toMatchObject({ requests: [], shortlists: [], photoRequests: [] });
    expect(rowsBetween(me.unqId, her.unqId).blocks).toHaveLength(1);
    expect(unsentMailTo(her.unqId)).toHaveLength(herMail - 3);
    expect(listConnections(me.unqId).connections).toEqual([]);
    expect(listConnections(her.unqId).connections).toEqual([]);
    expect(seenBy(me, her)).toEqual(NOWHERE);
    expect(seenBy(her, me)).toEqual(NOWHERE);
    expect(listBlocked(me)).toEqual([{ publicId: her.publicId, fullName: her.fullName }]);
    expect(listBlocked(her)).toEqual([]); // a block is silent

    // Asking either way is answered exactly as for a member who does not exist.
    const unknown = await sendConnectionRequest(me, "0".repeat(24)).catch((e: Error) => e.message);
    for (const [from, to] of [
      [me, her],
      [her, me],
    ]) {
      await expect(sendConnectionRequest(from, to.publicId)).rejects.toMatchObject({ message: unknown, status: 404 });
    }
    expect(rowsBetween(me.unqId, her.unqId).requests).toEqual([]);

    // Only the blocker can unblock; it brings back visibility, not the connection.
    expect(refusal(() => unblockMember(her, me.publicId))).toEqual({ message: "Member not found", status: 404 });
    expect(seenBy(her, me)).toEqual(NOWHERE);
    expect(unblockMember(me, her.publicId).fullName).toBe(her.fullName);
    expect(seenBy(me, her)).toEqual(EVERYWHERE);
    expect(seenBy(her, me)).toEqual(EVERYWHERE);
    expect(getMemberProfile(me, her.publicId)).toMatchObject({ connected: false, phone: MASK, email: MASK });
    expect(listBlocked(me)).toEqual([]);
  });

  it("takes a pending request out of the recipient's list and its unsent new-requests e-mail", async () => {
    const [me, her] = [man(), woman()];
    await sendConnectionRequest(her, me.publicId);
    const [request] = listIncomingRequests(me.unqId).requests;
    const listed = () =>
      getDb().select().from(mailQueueRequests).where(eq(mailQueueRequests.requestId, request.id)).all();
    expect(listed()).toHaveLength(1);
    blockMember(me, her.publicId);
    expect(listIncomingRequests(me.unqId).requests).toEqual([]);
    expect(listed()).toEqual([]);
  });

  it("leaves each other's shortlists while it lasts", () => {
    const [me, her] = [man(), woman()];
    saveToShortlist(her, me.publicId);
    blockMember(her, me.publicId);
    expect(listShortlist(her).cards).toEqual([]);
    expect(rowsBetween(me.unqId, her.unqId).shortlists).toEqual([]);
    for (const [who, other] of [
      [me, her],
      [her, me],
    ]) {
      expect(refusal(() => saveToShortlist(who, other.publicId))).toEqual({ message: "Member not found", status: 404 });
    }
    expect(rowsBetween(me.unqId, her.unqId).shortlists).toEqual([]);
  });
});

describe("hiding one's profile", () => {
  it("leaves the member out of listings, matches, best-match search and shortlists, until unhidden", () => {
    const [me, her] = [man(), woman()];
    saveToShortlist(me, her.publicId);
    setHidden(her.unqId, true);
    expect(isHidden(her.unqId)).toBe(true);
    expect(seenBy(me, her)).toEqual(NOWHERE);
    expect(listShortlist(me).cards.map((c) => c.unqId)).not.toContain(her.unqId);
    expect(listVisitorProfiles({ unqId: her.unqId }).total).toBe(0);
    setHidden(her.unqId, false);
    expect(isHidden(her.unqId)).toBe(false);
    expect(seenBy(me, her)).toEqual(EVERYWHERE);
    expect(listShortlist(me).cards.map((c) => c.unqId)).toContain(her.unqId);
  });

  it("is not reopened by a request from someone with no request or connection: 404, nothing written", async () => {
    const [me, her, samesex] = [man(), woman(), woman()];
    setHidden(her.unqId, true);
    const before = getDb().select().from(connectionRequests).all().length;
    for (const asker of [me, samesex]) {
      await expect(sendConnectionRequest(asker, her.publicId)).rejects.toMatchObject({
        message: "Member not found",
        status: 404,
      });
    }
    expect(getDb().select().from(connectionRequests).all()).toHaveLength(before);
    expect(getMemberProfile(me, her.publicId)).toBeNull();
    setHidden(her.unqId, false);
    await sendConnectionRequest(me, her.publicId);
    expect(listIncomingRequests(her.unqId).requests.map((r) => r.sender.publicId)).toEqual([me.publicId]);
  });

  it("keeps connections and pending requests working", async () => {
    const [me, her, asker] = [man(), woman(), man()];
    await sendConnectionRequest(her, me.publicId);
    await answerConnectionRequest(me, listIncomingRequests(me.unqId).requests[0].id, "accept");
    await sendConnectionRequest(asker, her.publicId);
    setHidden(her.unqId, true);
    expect(getMemberProfile(me, her.publicId)).toMatchObject({
      connected: true,
      phone: expect.not.stringMatching(/\*/),
    });
    expect(listConnections(me.unqId).connections.map((c) => c.publicId)).toEqual([her.publicId]);
    const [pending] = listIncomingRequests(her.unqId).requests;
    expect(pending.sender.publicId).toBe(asker.publicId);
    await answerConnectionRequest(her, pending.id, "accept");
    expect(getMemberProfile(asker, her.publicId)).toMatchObject({ connected: true });
  });
});

describe("the weekly match e-mail", () => {
  it("names neither a blocked nor a hidden newcomer", () => {
    const me = man();
    followPreferences(me.unqId);
    const [blocked, hidden, shown] = [woman(), woman(), woman()];
    blockMember(blocked, me.publicId);
    setHidden(hidden.unqId, true);
    const joined = new Date(Date.now() + 60_000);
    const newcomers = [blocked, hidden, shown].map((w) => ({ unqId: w.unqId, gender: w.gender, createdAt: joined }));
    expect(runAlert(me.unqId, new Date(Date.now() + 8 * 24 * 3600_000), newcomers)).toBe(true);
    const [mail] = unsentMailTo(me.unqId).filter((row) => row.kind === "match-alert");
    expect(mail.body).toContain(`/InnerProfile/${shown.publicId}`);
    expect(mail.body).not.toContain(blocked.publicId);
    expect(mail.body).not.toContain(hidden.publicId);
    expect(mail.subject).toMatch(/^1 new match/);
  });
});
