import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { guardians } from "~/db/schema-family";
import { conversations, messages } from "~/db/schema-messages";
import { CHOOSE_FIRST, setGuardianConsent } from "~/domain/connections/conversation-consent.server";
import { guardianReadsConversation, readConversation, sendMessage } from "~/domain/connections/messages.server";
import { guardianActivity } from "~/domain/family/guardian-log.server";
import { guardianConversations, mayReadMessages, setGuardianScope } from "~/domain/family/guardian-reading.server";
import { revokeGuardian } from "~/domain/family/guardians.server";
import { GUARDIAN_SCOPES, type GuardianConsent } from "~/forms/family-options";
import { addMember, viewerOf } from "../support/match-members";
import { refusal } from "../support/refusal";
import { connectPair } from "../support/unit-connections";
import { activeGuardian } from "../support/unit-guardians";

// Consent on both sides (docs/product-rules.md §32–33, decision 035): a guardian reads a conversation only
// when the member gave them the "conversations" scope and the other member agreed; against a fresh SQLite file.

const woman = () => viewerOf(addMember({ gender: "Female" }));
const man = () => viewerOf(addMember({ gender: "Male" }));
const NOT_FOUND = { status: 404, message: "Conversation not found" };

/** She has a guardian (her father) and a conversation with him. */
async function setUp() {
  const [her, him] = [woman(), man()];
  const id = await connectPair(him, her);
  const guardian = await activeGuardian(her);
  return { her, him, id, guardian };
}

describe("the rule", () => {
  it("lets a guardian read only with the conversations scope and the other member's yes", () => {
    const choices: (GuardianConsent | null)[] = [null, "allowed", "private"];
    const matrix = GUARDIAN_SCOPES.flatMap((scope) =>
      choices.map((choice) => [scope, choice, mayReadMessages(scope, choice)]),
    );
    expect(matrix.filter(([, , may]) => may)).toEqual([["conversations", "allowed", true]]);
  });
});

describe("the other member's choice", () => {
  it("comes before their first message, and the reply waits for it; nothing is written meanwhile", async () => {
    const { her, him, id } = await setUp();
    expect(readConversation(him, id).guardians).toEqual({
      theirs: { relations: ["father"], choice: null },
      mine: null,
      choiceNeeded: true,
    });
    expect(refusal(() => sendMessage(him, id, { body: "Salaam" }))).toEqual({ status: 409, message: CHOOSE_FIRST });
    expect(getDb().select().from(messages).where(eq(messages.conversationId, id)).all()).toEqual([]);
    // She, whose guardian it is, writes freely: only the other side is asked.
    expect(readConversation(her, id).guardians.choiceNeeded).toBe(false);
    sendMessage(her, id, { body: "Walaikum salaam" });
    setGuardianConsent(him, id, "private");
    expect(readConversation(him, id).guardians).toMatchObject({ theirs: { choice: "private" }, choiceNeeded: false });
    sendMessage(him, id, { body: "Salaam" });
  });

  it("keeps the messages from the guardian when the member says no, in the list and by the direct id", async () => {
    const { her, him, id, guardian } = await setUp();
    setGuardianConsent(him, id, "allowed");
    sendMessage(him, id, { body: "My family is from Lucknow" });
    expect(guardianReadsConversation(guardian.access(), id).messages).toHaveLength(1);
    expect(guardianConversations(her.unqId, "conversations")).toMatchObject([
      { id, readable: true, preview: "My family is from Lucknow" },
    ]);

    // He changes his mind: the conversation's existence stays, nothing else of it.
    setGuardianConsent(him, id, "private");
    expect(refusal(() => guardianReadsConversation(guardian.access(), id))).toEqual(NOT_FOUND);
    const listed = guardianConversations(her.unqId, "conversations");
    expect(listed).toEqual([{ id, other: expect.objectContaining({ fullName: him.fullName }), readable: false }]);
    expect(JSON.stringify(listed)).not.toContain("Lucknow");
    expect(readConversation(her, id).guardians.mine).toEqual({ names: [guardian.name], choice: "private" });
  });

  it("is refused for anyone but the two members, and for an unknown choice, with nothing written", async () => {
    const { her, id } = await setUp();
    expect(refusal(() => setGuardianConsent(man(), id, "allowed"))).toEqual(NOT_FOUND);
    expect(refusal(() => setGuardianConsent(her, id, "maybe"))).toEqual({ status: 400, message: CHOOSE_FIRST });
    const row = getDb().select().from(conversations).where(eq(conversations.id, id)).get()!;
    expect([row.lowConsent, row.highConsent]).toEqual([null, null]);
  });

  it("is asked of both members when both have guardians, each about the other's", async () => {
    const { her, him, id } = await setUp();
    await activeGuardian(him);
    setGuardianConsent(her, id, "allowed");
    expect(readConversation(her, id).guardians).toMatchObject({
      theirs: { choice: "allowed" },
      mine: { choice: null },
      choiceNeeded: false,
    });
    expect(readConversation(him, id).guardians).toMatchObject({
      theirs: { choice: null },
      mine: { choice: "allowed" },
      choiceNeeded: true,
    });
  });
});

describe("the member's scope for each guardian", () => {
  it("shows requests only, that conversations exist, or the conversations the other member allows", async () => {
    const { her, him, id, guardian } = await setUp();
    setGuardianConsent(him, id, "allowed");
    sendMessage(him, id, { body: "Salaam" });
    const guardianId = getDb()
      .select({ id: guardians.id })
      .from(guardians)
      .where(eq(guardians.memberUnqId, her.unqId))
      .get()!.id;

    setGuardianScope(her, guardianId, "exist");
    expect(guardianConversations(her.unqId, guardian.access().scope)).toEqual([
      { id, other: expect.objectContaining({ fullName: him.fullName }), readable: false },
    ]);
    expect(refusal(() => guardianReadsConversation(guardian.access(), id))).toEqual(NOT_FOUND);
    // He is no longer asked: her guardian cannot read whatever he chooses.
    expect(readConversation(him, id).guardians.theirs).toBeNull();

    setGuardianScope(her, guardianId, "requests");
    expect(guardianConversations(her.unqId, guardian.access().scope)).toBeNull();
    expect(refusal(() => guardianReadsConversation(guardian.access(), id))).toEqual(NOT_FOUND);

    setGuardianScope(her, guardianId, "conversations");
    setGuardianScope(her, guardianId, "conversations"); // no change: not logged again
    expect(guardianReadsConversation(guardian.access(), id).messages).toHaveLength(1);
    const log = guardianActivity(her.unqId).entries.map((e) => e.action);
    expect(log.filter((a) => a.startsWith("scope-"))).toEqual(["scope-conversations", "scope-requests", "scope-exist"]);
  });

  it("is refused for another member's guardian, a revoked one, or an unknown scope, with nothing written", async () => {
    const { her, guardian } = await setUp();
    const guardianId = getDb()
      .select({ id: guardians.id })
      .from(guardians)
      .where(eq(guardians.memberUnqId, her.unqId))
      .get()!.id;
    expect(refusal(() => setGuardianScope(woman(), guardianId, "exist"))).toEqual({
      status: 404,
      message: "Guardian not found",
    });
    expect(refusal(() => setGuardianScope(her, guardianId, "everything"))).toEqual({
      status: 400,
      message: "Please choose what the guardian may see.",
    });
    expect(guardian.access().scope).toBe("conversations");
    revokeGuardian(her, guardianId);
    expect(refusal(() => setGuardianScope(her, guardianId, "exist"))).toEqual({
      status: 404,
      message: "Guardian not found",
    });
  });
});
