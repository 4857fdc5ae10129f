import { describe, expect, it } from "vitest";
import {
  answerConnectionRequest,
  pairState,
  pairStatesWith,
  sendConnectionRequest,
} from "~/domain/connections/connections.server";
import { addMember, viewerOf } from "../support/match-members";
import { connectPair } from "../support/unit-connections";

// Where a member stands with each card of a page (Connect on the listing's and the matches' cards, issue 40): one
// query for the page, the same answers as the profile page's pairState.

describe("pairStatesWith", () => {
  it("gives each card's pair the profile page's state, leaving out those without a request", async () => {
    const me = viewerOf(addMember({ gender: "Male" }));
    const [asked, askedMe, connected, declined, stranger] = Array.from({ length: 5 }, () =>
      viewerOf(addMember({ gender: "Female" })),
    );
    await sendConnectionRequest(me, asked.publicId);
    await sendConnectionRequest(askedMe, me.publicId);
    await connectPair(me, connected);
    await sendConnectionRequest(me, declined.publicId);
    const toDecline = pairState(declined.unqId, me.unqId);
    if (toDecline.kind !== "received") throw new Error("the request did not arrive");
    await answerConnectionRequest(declined, toDecline.requestId, "reject");

    const others = [asked, askedMe, connected, declined, stranger].map((member) => member.unqId);
    const states = pairStatesWith(me.unqId, others);
    expect([...states.keys()].sort()).toEqual([asked, askedMe, connected, declined].map((m) => m.unqId).sort());
    for (const other of others) expect(states.get(other) ?? { kind: "none" }).toEqual(pairState(me.unqId, other));
    expect(states.get(asked.unqId)).toEqual({ kind: "sent" });
    expect(states.get(askedMe.unqId)?.kind).toBe("received");
    expect(states.get(connected.unqId)?.kind).toBe("connected");
    expect(states.get(declined.unqId)).toEqual({ kind: "declined-by-them" });
    // From the other side, the same pairs.
    expect(pairStatesWith(declined.unqId, [me.unqId]).get(me.unqId)).toEqual({ kind: "declined-by-me" });
    expect(pairStatesWith(me.unqId, [])).toEqual(new Map());
  });
});
