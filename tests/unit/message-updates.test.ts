import Database from "better-sqlite3";
import { afterEach, describe, expect, it, vi } from "vitest";
import { databaseFile } from "~/db/client.server";
import { blockMember } from "~/domain/connections/blocks.server";
import { conversationStamps, conversationUpdate } from "~/domain/connections/message-updates.server";
import { readConversation, sendMessage, setReadReceipts } from "~/domain/connections/messages.server";
import { setBlocked } from "~/domain/safety/admin.server";
import { checkWatchedConversations, watchConversation } from "~/web/conversation-watch.server";
import { addMember, viewerOf } from "../support/match-members";
import { refusal } from "../support/refusal";
import { connectPair } from "../support/unit-connections";

// What an open conversation page is told as it stays open (docs/product-rules.md §33, decision 043): the new
// messages since the page's newest, "Seen", the stamp that says a conversation changed, and the watch that reads
// all the watched stamps at once.

const woman = () => viewerOf(addMember({ gender: "Female" }));
const man = () => viewerOf(addMember({ gender: "Male" }));
const NOT_FOUND = { status: 404, message: "Conversation not found" };

async function pair() {
  const [her, him] = [woman(), man()];
  return { her, him, id: await connectPair(him, her) };
}

afterEach(() => vi.restoreAllMocks());

describe("the new messages since the page's newest", () => {
  it("are the messages after the id, oldest first, shaped as the page's, each side's own marked mine", async () => {
    const { her, him, id } = await pair();
    const first = sendMessage(him, id, { body: "Assalamu alaikum" });
    const second = sendMessage(her, id, { body: "Wa alaikum assalam. Send money by UPI?" });
    const third = sendMessage(him, id, { body: "No, <b>never</b>." });

    const forHer = conversationUpdate(her, id, first);
    expect(forHer.messages.map((m) => [m.id, m.mine, m.body, m.money])).toEqual([
      [second, true, "Wa alaikum assalam. Send money by UPI?", true],
      [third, false, "No, <b>never</b>.", false],
    ]);
    // The same messages, the same shape, as the page's own loader gives them.
    expect(forHer.messages).toEqual(readConversation(her, id).messages.slice(1));
    expect(conversationUpdate(him, id, third).messages).toEqual([]);
    expect(conversationUpdate(him, id, 0).messages.map((m) => m.id)).toEqual([first, second, third]);
  });

  it("come a page at a time, so a page away long reads the rest next", async () => {
    const { her, him, id } = await pair();
    vi.useFakeTimers({ toFake: ["Date"] });
    const ids: number[] = [];
    for (let n = 0; n < 35; n += 1) {
      vi.setSystemTime(new Date(Date.UTC(2026, 11, 1, 10, n * 5))); // under the burst limit
      ids.push(sendMessage(him, id, { body: `message ${n}` }));
    }
    vi.useRealTimers();
    const firstRead = conversationUpdate(her, id, 0).messages;
    expect(firstRead.map((m) => m.id)).toEqual(ids.slice(0, 30));
    expect(conversationUpdate(her, id, firstRead.at(-1)!.id).messages.map((m) => m.id)).toEqual(ids.slice(30));
  });

  it("say Seen under the reader's last message once the other has read it, only while both allow it", async () => {
    const { her, him, id } = await pair();
    const mine = sendMessage(him, id, { body: "Salaam" });
    expect(conversationUpdate(him, id, mine).seenId).toBeNull();
    readConversation(her, id);
    expect(conversationUpdate(him, id, mine).seenId).toBe(mine);
    setReadReceipts(her.unqId, false);
    expect(conversationUpdate(him, id, mine).seenId).toBeNull();
    setReadReceipts(her.unqId, true);
    setReadReceipts(him.unqId, false);
    expect(conversationUpdate(him, id, mine).seenId).toBeNull();
  });

  it("are refused as the page is: to anyone but the two, after a block, and when the other is blocked", async () => {
    const { her, him, id } = await pair();
    expect(refusal(() => conversationUpdate(man(), id, 0))).toEqual(NOT_FOUND);
    expect(refusal(() => conversationUpdate(her, "not-an-id", 0))).toEqual(NOT_FOUND);
    setBlocked(him.publicId, true);
    expect(refusal(() => conversationUpdate(her, id, 0))).toEqual(NOT_FOUND);
    setBlocked(him.publicId, false);
    expect(conversationUpdate(her, id, 0).messages).toEqual([]);
    blockMember(her, him.publicId);
    expect(refusal(() => conversationUpdate(him, id, 0))).toEqual(NOT_FOUND);
  });
});

describe("a conversation's stamp", () => {
  it("moves with a message, a read, a read-receipts setting, a block; none once the conversation is gone", async () => {
    const { her, him, id } = await pair();
    const other = await pair();
    const stampOf = () => conversationStamps([id, other.id, "unknown"]);
    const seen = [stampOf().get(id)];
    expect(stampOf().has("unknown")).toBe(false);
    const moved = () => {
      const [now, otherNow] = [stampOf().get(id), stampOf().get(other.id)];
      expect(seen).not.toContain(now);
      seen.push(now);
      return otherNow;
    };
    const otherBefore = stampOf().get(other.id);

    sendMessage(him, id, { body: "Salaam" });
    expect(moved()).toBe(otherBefore);
    readConversation(her, id);
    moved();
    setReadReceipts(her.unqId, false);
    moved();
    setBlocked(him.publicId, true);
    moved();
    expect(stampOf().get(id)).toBe(seen.at(-1)); // nothing else moved: the same stamp
    setBlocked(him.publicId, false);
    blockMember(her, him.publicId);
    expect(stampOf().has(id)).toBe(false);
  });

  it("is read for many conversations at once, unknown ids left out", async () => {
    const { id } = await pair();
    const many = [...Array.from({ length: 1_200 }, (_, n) => `missing-${n}`), id];
    expect([...conversationStamps(many).keys()]).toEqual([id]);
  });
});

describe("watching conversations", () => {
  it("tells a conversation's listeners when its stamp moved, through any process, until they stop", async () => {
    const { her, him, id } = await pair();
    const quiet = await pair();
    const [heard, heardQuiet] = [vi.fn(), vi.fn()];
    const stop = watchConversation(id, heard);
    const stopQuiet = watchConversation(quiet.id, heardQuiet);

    checkWatchedConversations();
    expect(heard).not.toHaveBeenCalled();
    sendMessage(him, id, { body: "Salaam" });
    checkWatchedConversations();
    checkWatchedConversations();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heardQuiet).not.toHaveBeenCalled();

    // A message another server process writes (its own connection to the file) is seen as well.
    const otherProcess = new Database(databaseFile());
    otherProcess
      .prepare("insert into messages (conversation_id, sender_unq_id, body, created_at) values (?, ?, ?, ?)")
      .run(id, her.unqId, "From the other process", Date.now());
    otherProcess.prepare("update conversations set last_message_at = ? where id = ?").run(Date.now() + 1, id);
    otherProcess.close();
    checkWatchedConversations();
    expect(heard).toHaveBeenCalledTimes(2);
    expect(conversationUpdate(him, id, 0).messages.at(-1)?.body).toBe("From the other process");

    stop();
    sendMessage(her, id, { body: "Wa alaikum assalam" });
    checkWatchedConversations();
    expect(heard).toHaveBeenCalledTimes(2);
    stopQuiet();
  });
});
