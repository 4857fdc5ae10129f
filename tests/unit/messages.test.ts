import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { connectionRequests } from "~/db/schema-connections";
import { mailQueue } from "~/db/schema-mail";
import { conversations, messages } from "~/db/schema-messages";
import { reports } from "~/db/schema-safety";
import { deleteAccount } from "~/domain/accounts/accounts.server";
import { setBlocked } from "~/domain/safety/admin.server";
import { blockMember } from "~/domain/connections/blocks.server";
import { answerConnectionRequest, sendConnectionRequest } from "~/domain/connections/connections.server";
import { listConnections } from "~/domain/connections/connection-lists.server";
import { countUnreadMessages, listConversations } from "~/domain/connections/conversations.server";
import { setGuardianConsent } from "~/domain/connections/conversation-consent.server";
import { guardianActivity } from "~/domain/family/guardian-log.server";
import { deliverDueMail } from "~/domain/mail/mail-delivery.server";
import {
  guardianReadsConversation,
  MESSAGE_MAIL_DELAY_MS,
  messageForReport,
  readConversation,
  sendMessage,
  setReadReceipts,
} from "~/domain/connections/messages.server";
import { reportMember } from "~/domain/safety/reports.server";
import { messageSchema } from "~/forms/message-form";
import { mentionsMoney, MESSAGE_MAX, MESSAGES_PER_DAY } from "~/forms/messages";
import { parseForm } from "~/forms/parse";
import { addMember, viewerOf } from "../support/match-members";
import { readOutbox, isolated } from "../support/outbox";
import { refusal } from "../support/refusal";
import { activeGuardian } from "../support/unit-guardians";
import { registeredMember } from "../support/unit-members";
import { getEnv } from "~/services/env.server";

// Who may read and write a conversation, and what happens to it (docs/product-rules.md §33), against a
// fresh SQLite file. Each test makes its own members.

const woman = () => viewerOf(addMember({ gender: "Female" }));
const man = () => viewerOf(addMember({ gender: "Male" }));
type Member = ReturnType<typeof woman>;

/** The id of the pending request from `asker` to `answerer`. */
const requestId = (asker: Member, answerer: Member) =>
  getDb()
    .select({ id: connectionRequests.id })
    .from(connectionRequests)
    .where(and(eq(connectionRequests.senderUnqId, asker.unqId), eq(connectionRequests.recipientUnqId, answerer.unqId)))
    .get()!.id;

/** Two members who are connected: `asker` sent, `answerer` accepted. Returns the conversation's id. */
async function connect(asker: Member, answerer: Member): Promise<string> {
  await sendConnectionRequest(asker, answerer.publicId);
  const id = requestId(asker, answerer);
  await answerConnectionRequest(answerer, id, "accept");
  return id;
}

const say = (who: Member, id: string, body: string) => sendMessage(who, id, { body });
const bodiesOf = (view: { messages: { body: string }[] }) => view.messages.map((m) => m.body);
const NOT_FOUND = { status: 404, message: "Conversation not found" };

afterEach(() => vi.useRealTimers());

describe("a conversation", () => {
  it("opens when a request is accepted, with the connection's id, for the two members only", async () => {
    const [her, him] = [woman(), man()];
    const id = await connect(him, her);
    expect(listConnections(her.unqId).connections[0].connectionId).toBe(id);
    expect(listConversations(her.unqId).conversations.map((c) => c.id)).toEqual([id]);
    expect(listConversations(him.unqId).conversations[0].other?.fullName).toBe(her.fullName);
    expect(readConversation(her, id).canWrite).toBe(true);

    // A stranger, an administrator, an unknown or malformed id: "not found", and nothing written. (An
    // administrator reads only a message a member reported: see "reporting a message".)
    const stranger = man();
    const admin = viewerOf(addMember({ gender: "Male", role: "admin" }));
    for (const outsider of [stranger, admin]) {
      expect(refusal(() => readConversation(outsider, id))).toEqual(NOT_FOUND);
      expect(refusal(() => say(outsider, id, "hello"))).toEqual(NOT_FOUND);
    }
    expect(refusal(() => readConversation(her, "f".repeat(24)))).toEqual(NOT_FOUND);
    expect(refusal(() => readConversation(her, "../../etc"))).toEqual(NOT_FOUND);
    expect(getDb().select().from(messages).where(eq(messages.conversationId, id)).all()).toEqual([]);
  });

  it("is not opened by a pending or declined request", async () => {
    const [her, him, other] = [woman(), man(), man()];
    await sendConnectionRequest(him, her.publicId);
    await sendConnectionRequest(other, her.publicId);
    await answerConnectionRequest(her, requestId(other, her), "reject");
    expect(listConversations(her.unqId).conversations).toEqual([]);
    expect(listConversations(him.unqId).conversations).toEqual([]);
  });

  it("carries messages both ways, oldest first, counts unread and marks them read when shown", async () => {
    const [her, him] = [woman(), man()];
    const id = await connect(him, her);
    say(him, id, "Assalamu alaikum");
    say(him, id, "My family would like to meet yours.");
    expect(countUnreadMessages(her.unqId)).toBe(2);
    expect(countUnreadMessages(him.unqId)).toBe(0);
    expect(listConversations(her.unqId).conversations[0]).toMatchObject({
      unread: 2,
      preview: "My family would like to meet yours.",
      previewMine: false,
    });

    const seenByHer = readConversation(her, id);
    expect(bodiesOf(seenByHer)).toEqual(["Assalamu alaikum", "My family would like to meet yours."]);
    expect(seenByHer.messages.map((m) => m.mine)).toEqual([false, false]);
    expect(countUnreadMessages(her.unqId)).toBe(0);

    say(her, id, "Walaikum assalam. Please ask your mother to call mine.");
    expect(countUnreadMessages(him.unqId)).toBe(1);
    expect(listConversations(her.unqId).conversations[0]).toMatchObject({ unread: 0, previewMine: true });
  });

  it("pages back 30 messages at a time, and only the newest page marks read", async () => {
    const [her, him] = [woman(), man()];
    const id = await connect(him, her);
    vi.useFakeTimers({ toFake: ["Date"] });
    // Five seconds apart: a person's pace, under the burst guard.
    for (let i = 1; i <= 35; i++) {
      vi.setSystemTime(new Date(Date.now() + 5_000));
      say(him, id, `message ${i}`);
    }

    const ids = getDb()
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.conversationId, id))
      .orderBy(messages.id)
      .all();
    // An older page (what came before message 6) is not the newest: nothing is marked read.
    expect(bodiesOf(readConversation(her, id, ids[5].id))).toEqual([1, 2, 3, 4, 5].map((i) => `message ${i}`));
    expect(countUnreadMessages(her.unqId)).toBe(35);
    const newest = readConversation(her, id);
    expect(bodiesOf(newest)).toHaveLength(30);
    expect(newest.messages[0].body).toBe("message 6");
    expect(newest.newest).toBe(true);
    expect(countUnreadMessages(her.unqId)).toBe(0);
    const back = readConversation(her, id, newest.olderBefore!);
    expect(bodiesOf(back)).toEqual([1, 2, 3, 4, 5].map((i) => `message ${i}`));
    expect(back).toMatchObject({ olderBefore: null, newest: false });
  });

  it("shows Seen under the sender's last message only when both allow read receipts", async () => {
    const [her, him] = [woman(), man()];
    const id = await connect(him, her);
    const first = say(him, id, "Salaam");
    expect(readConversation(him, id).seenId).toBeNull(); // not read yet
    readConversation(her, id);
    expect(readConversation(him, id).seenId).toBe(first);

    setReadReceipts(her.unqId, false);
    expect(readConversation(him, id).seenId).toBeNull();
    setReadReceipts(her.unqId, true);
    setReadReceipts(him.unqId, false);
    expect(readConversation(him, id).seenId).toBeNull(); // who turns it off does not see it either
  });

  it("keeps text as typed and flags money, never refusing it", async () => {
    const [her, him] = [woman(), man()];
    const id = await connect(him, her);
    say(him, id, "<script>alert(1)</script> see https://example.com");
    say(him, id, "Please send money to my bank account, IFSC ABCD0123");
    const view = readConversation(her, id);
    expect(view.messages.map((m) => [m.body, m.money])).toEqual([
      ["<script>alert(1)</script> see https://example.com", false],
      ["Please send money to my bank account, IFSC ABCD0123", true],
    ]);
    expect(["Mehr will be discussed by our elders", "Where do you work?"].map(mentionsMoney)).toEqual([false, false]);
    const asking = ["Mujhe paise chahiye", "मुझे पैसे भेज दो", "UPI id do", "₹5000 transfer kar do"];
    expect(asking.map(mentionsMoney)).toEqual([true, true, true, true]);
  });
});

describe("the message form", () => {
  const errorsOf = (body: string) => {
    const data = new FormData();
    data.set("body", body);
    const submission = parseForm(data, messageSchema);
    return submission.status === "success" ? null : submission.error?.body;
  };

  it("needs text, at most 2,000 characters, trimmed", () => {
    expect(errorsOf("   ")).toEqual(["Please write a message."]);
    expect(errorsOf("x".repeat(MESSAGE_MAX + 1))).toEqual(["A message can be at most 2,000 characters."]);
    expect(errorsOf(`  ${"x".repeat(MESSAGE_MAX)}  `)).toBeNull();
  });
});

describe("limits", () => {
  it("refuses a burst faster than a person types, then the 201st message in a day, writing nothing", async () => {
    const [her, him] = [woman(), man()];
    const id = await connect(him, her);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-24T06:00:00Z"));
    for (let i = 0; i < 15; i++) say(him, id, `m${i}`);
    const burst = refusal(() => say(him, id, "one more"));
    expect(burst.status).toBe(429);
    expect(burst.message).toMatch(/^You are sending messages very quickly\. Please wait \d+ seconds and send again\.$/);

    // A message a minute and a half apart stays under the burst guard until the day's allowance is spent.
    let at = new Date("2026-11-24T06:02:00Z").getTime();
    for (let sent = 15; sent < MESSAGES_PER_DAY; sent++) {
      vi.setSystemTime(new Date((at += 5_000)));
      say(him, id, `m${sent}`);
    }
    vi.setSystemTime(new Date((at += 60_000)));
    expect(refusal(() => say(him, id, "too many"))).toEqual({
      status: 429,
      message: "You can send up to 200 messages a day. Please try again in 24 hours.",
    });
    expect(getDb().select().from(messages).where(eq(messages.conversationId, id)).all()).toHaveLength(200);
  });
});

describe("the unread-messages e-mail", () => {
  const mailsTo = (unqId: number) =>
    getDb()
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.toUnqId, unqId), eq(mailQueue.kind, "messages-waiting")))
      .all();

  it("waits ten minutes, carries no text, and is not sent again for six hours", async () => {
    const her = await registeredMember("Female");
    const him = man();
    const id = await connect(him, her);
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = new Date("2026-11-24T08:00:00Z").getTime();
    vi.setSystemTime(new Date(start));
    say(him, id, "A private matter: our families should meet");
    say(him, id, "Second message");
    expect(mailsTo(her.unqId)).toHaveLength(1);
    await deliverDueMail();
    expect(mailsTo(her.unqId)[0].status).toBe("pending"); // not due yet

    vi.setSystemTime(new Date(start + MESSAGE_MAIL_DELAY_MS));
    await deliverDueMail();
    const sent = readOutbox(getEnv().DATA_DIR).filter(
      (mail) => mail.to === her.email && mail.subject.includes(" sent you "),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toBe(
      `${isolated(him.fullName.split(" ")[0])} sent you 2 messages on ${getEnv().SITE_NAME}`,
    );
    expect(sent[0].text).toContain(`/messages/${id}`);
    expect(sent[0].text).not.toContain("private matter");

    vi.setSystemTime(new Date(start + 3 * 3600_000));
    say(him, id, "Third");
    expect(mailsTo(her.unqId)).toHaveLength(1); // within six hours: no new e-mail
  });

  it("is dropped when the member read the messages before it was due", async () => {
    const [her, him] = [woman(), man()];
    const id = await connect(him, her);
    say(him, id, "Salaam");
    readConversation(her, id);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(Date.now() + MESSAGE_MAIL_DELAY_MS + 1000));
    await deliverDueMail();
    expect(mailsTo(her.unqId)).toEqual([]);
  });
});

describe("a guardian", () => {
  it("reads the member's conversations once the other member agrees, never marking them read; logged", async () => {
    const [her, him] = [woman(), man()];
    const id = await connect(him, her);
    say(him, id, "Salaam");
    expect(readConversation(him, id).guardians.theirs).toBeNull();
    const guardian = await activeGuardian(her);
    // He is asked before writing again; until he answers, the conversation is private from her guardian.
    expect(readConversation(him, id).guardians).toMatchObject({
      theirs: { relations: ["father"], choice: null },
      choiceNeeded: true,
    });
    expect(refusal(() => guardianReadsConversation(guardian.access(), id))).toEqual(NOT_FOUND);
    setGuardianConsent(him, id, "allowed");

    const view = guardianReadsConversation(guardian.access(), id);
    expect(bodiesOf(view)).toEqual(["Salaam"]);
    expect(view.seenId).toBeNull();
    expect(countUnreadMessages(her.unqId)).toBe(1);
    guardianReadsConversation(guardian.access(), id); // within the hour: one log entry
    const reads = guardianActivity(her.unqId).entries.filter((e) => e.action === "read-messages");
    expect(reads.map((e) => e.aboutName)).toEqual([him.fullName]);
    expect(readConversation(her, id).guardians.mine).toEqual({ names: [guardian.name], choice: "allowed" });
  });

  it("reads only the conversations of the member they guard", async () => {
    const [her, him, sister, suitor] = [woman(), man(), woman(), man()];
    const hers = await connect(him, her);
    const sisters = await connect(suitor, sister);
    const guardian = await activeGuardian(her);
    setGuardianConsent(him, hers, "allowed");
    expect(refusal(() => guardianReadsConversation(guardian.access(), sisters))).toEqual(NOT_FOUND);
    expect(bodiesOf(guardianReadsConversation(guardian.access(), hers))).toEqual([]);
  });
});

describe("the end of a conversation", () => {
  it("a block deletes it with its messages, for both", async () => {
    const [her, him] = [woman(), man()];
    const id = await connect(him, her);
    say(him, id, "Salaam");
    blockMember(her, him.publicId);
    expect(refusal(() => readConversation(her, id))).toEqual(NOT_FOUND);
    expect(refusal(() => say(him, id, "hello?"))).toEqual(NOT_FOUND);
    expect(listConversations(him.unqId).conversations).toEqual([]);
    expect(getDb().select().from(messages).where(eq(messages.conversationId, id)).all()).toEqual([]);
    expect(countUnreadMessages(her.unqId)).toBe(0);
  });

  it("a member the administrators blocked is out of sight, their messages too", async () => {
    const [her, him] = [woman(), man()];
    const id = await connect(him, her);
    say(him, id, "Salaam");
    setBlocked(him.publicId, true);
    expect(refusal(() => readConversation(her, id))).toEqual(NOT_FOUND);
    expect(listConversations(her.unqId).conversations).toEqual([]);
    expect(countUnreadMessages(her.unqId)).toBe(0);
  });

  it("account deletion erases the member's messages; the other side sees 'Deleted member', cannot reply", async () => {
    const him = await registeredMember("Male");
    const her = woman();
    const id = await connect(him, her);
    say(him, id, "Salaam");
    say(her, id, "Walaikum assalam");
    await deleteAccount(him.unqId, him.password);

    const view = readConversation(her, id);
    expect(view.other).toBeNull();
    expect(view.canWrite).toBe(false);
    expect(bodiesOf(view)).toEqual(["Walaikum assalam"]);
    expect(listConversations(her.unqId).conversations[0].other).toBeNull();
    expect(refusal(() => say(her, id, "are you there?"))).toEqual({
      status: 409,
      message: "This member has deleted their account.",
    });
  });

  it("when both members are gone, the conversation goes too", async () => {
    const him = await registeredMember("Male");
    const her = await registeredMember("Female");
    const id = await connect(him, her);
    await deleteAccount(him.unqId, him.password);
    await deleteAccount(her.unqId, her.password);
    expect(getDb().select().from(conversations).where(eq(conversations.id, id)).all()).toEqual([]);
  });
});

describe("reporting a message", () => {
  it("attaches a copy of one message the reported member sent, which outlives the block that follows", async () => {
    const [her, him] = [woman(), man()];
    const id = await connect(him, her);
    const bad = say(him, id, "Send me 5000 rupees for my mother's operation");
    const mine = say(her, id, "No.");
    expect(refusal(() => messageForReport(her, him.unqId, mine))).toEqual({
      status: 404,
      message: "This message cannot be reported.",
    });
    expect(refusal(() => reportMember(her, him.publicId, { reason: "money" }, { messageId: 999_999 })).status).toBe(
      404,
    );
    reportMember(her, him.publicId, { reason: "money" }, { messageId: bad });
    blockMember(her, him.publicId);
    const report = getDb().select().from(reports).where(eq(reports.reporterUnqId, her.unqId)).get()!;
    expect(report.messageText).toBe("Send me 5000 rupees for my mother's operation");
    expect(report.messageSentAt).toBeInstanceOf(Date);
  });

  it("a third member cannot attach a message of someone else's conversation", async () => {
    const [her, him, other] = [woman(), man(), woman()];
    const id = await connect(him, her);
    const sent = say(him, id, "Salaam");
    expect(refusal(() => messageForReport(other, him.unqId, sent)).status).toBe(404);
  });
});
