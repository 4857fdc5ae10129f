import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import { connectionRequests } from "~/db/schema-connections";
import { answerConnectionRequest, sendConnectionRequest } from "~/domain/connections/connections.server";
import { connectionOf } from "~/domain/connections/connection-lists.server";
import { listVisitorPage, memberOfSealedCard } from "~/domain/listing/visitor-cards.server";
import { seal, unseal } from "~/services/sealed-token.server";
import { addMember, viewerOf } from "../support/match-members";

// The two next steps of issue 39 (docs/product-rules.md §2, §4): a visitor's card leads, after login, to the member
// it shows without naming them; an accepted request shows the new connection with their contact details.

describe("a visitor's card", () => {
  it("carries its member sealed: no id in it, a different seal on every page, opened only by the server", () => {
    const her = viewerOf(addMember({ gender: "Female", fullName: "Sana Farooqui" }));
    const first = listVisitorPage({ unqId: her.unqId }).cards;
    const again = listVisitorPage({ unqId: her.unqId }).cards;
    expect(first.map(({ name, gender }) => ({ name, gender }))).toEqual([{ name: "Sana F.", gender: "Female" }]);
    const [card] = first;
    // Only what a visitor may see, and the seal, which does not hold the public id in any readable form.
    expect(Object.keys(card).sort()).toEqual(["age", "gender", "image", "name", "sealedMember", "state", "working"]);
    expect(JSON.stringify(card)).not.toContain(her.publicId);
    expect(Buffer.from(card.sealedMember, "base64url").toString("latin1")).not.toContain(her.publicId);
    expect(card.sealedMember).not.toBe(again[0].sealedMember);
    expect(memberOfSealedCard(card.sealedMember)).toBe(her.publicId);
    expect(memberOfSealedCard(again[0].sealedMember)).toBe(her.publicId);
  });

  it("keeps the seal the page's address holds for its card, wherever the card now stands", () => {
    const her = viewerOf(addMember({ gender: "Female", city: "Rampur" }));
    const [card] = listVisitorPage({ cityOrState: "Rampur" }).cards;
    const newcomer = viewerOf(addMember({ gender: "Female", city: "Rampur" }));
    const page = listVisitorPage({ cityOrState: "Rampur" }, card.sealedMember).cards;
    // She is second now; her card carries the seal asked for, the newcomer's a fresh one.
    expect(page.map((c) => memberOfSealedCard(c.sealedMember))).toEqual([newcomer.publicId, her.publicId]);
    expect(page[1].sealedMember).toBe(card.sealedMember);
    expect(page[0].sealedMember).not.toBe(card.sealedMember);
    // A seal that is not ours marks no card.
    expect(listVisitorPage({ cityOrState: "Rampur" }, "forged").cards.map((c) => c.sealedMember)).not.toContain(
      "forged",
    );
  });

  it("opens nothing from an altered, foreign or malformed seal", () => {
    const sealed = seal("visitor-card", "abc");
    const altered = sealed.slice(0, 20) + (sealed[20] === "A" ? "B" : "A") + sealed.slice(21);
    expect(unseal("visitor-card", sealed)).toBe("abc");
    expect(memberOfSealedCard(altered)).toBeNull();
    expect(memberOfSealedCard(seal("another-purpose", "abc"))).toBeNull();
    for (const junk of ["", "x", "../../etc", "a".repeat(500), 42, null, undefined]) {
      expect(memberOfSealedCard(junk)).toBeNull();
    }
  });
});

const contactOf = (unqId: number) =>
  getDb().select({ phone: members.phone, email: members.email }).from(members).where(eq(members.unqId, unqId)).get()!;

describe("the request just accepted", () => {
  it("is the new connection with their phone and e-mail, for the two of them only", async () => {
    const her = viewerOf(addMember({ gender: "Female" }));
    const him = viewerOf(addMember({ gender: "Male" }));
    const stranger = viewerOf(addMember({ gender: "Male" }));
    await sendConnectionRequest(him, her.publicId);
    const { id } = getDb()
      .select({ id: connectionRequests.id })
      .from(connectionRequests)
      .where(and(eq(connectionRequests.senderUnqId, him.unqId), eq(connectionRequests.recipientUnqId, her.unqId)))
      .get()!;
    // Still pending: not a connection yet.
    expect(connectionOf(her.unqId, id)).toBeNull();

    await answerConnectionRequest(her, id, "accept");
    expect(connectionOf(her.unqId, id)).toMatchObject({
      connectionId: id,
      publicId: him.publicId,
      fullName: him.fullName,
      ...contactOf(him.unqId),
    });
    expect(connectionOf(him.unqId, id)).toMatchObject({ publicId: her.publicId, ...contactOf(her.unqId) });
    expect(connectionOf(stranger.unqId, id)).toBeNull();
    expect(connectionOf(her.unqId, "f".repeat(24))).toBeNull();
  });
});
