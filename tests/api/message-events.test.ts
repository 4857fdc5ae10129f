import { afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { ApiClient } from "../support/client";
import { queryDb } from "../support/db";
import { connectMembers, signedInMember, type SignedInMember } from "../support/members";

// The open conversation page's live feed (docs/product-rules.md §33, decision 043) over real HTTP: only the
// conversation's two members may open it, it is an uncompressed event stream, and a message the other member
// sends arrives on it as an event, shaped as the page shows a message. It marks nothing read.
const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");

const member = (gender: "Male" | "Female", fullName: string) => signedInMember(baseUrl, dataDir, gender, { fullName });
const send = (client: ApiClient, id: string, body: string) =>
  client.fetch(`/messages/${id}`, { method: "POST", body: new URLSearchParams({ body }) });
/** How far `reader` has read the conversation (their side's read mark). */
const readMark = (id: string, reader: SignedInMember) =>
  queryDb<{ mark: number }>(
    dataDir,
    `select case when c.low_unq_id = m.unq_id then c.low_read_id else c.high_read_id end as mark
       from conversations c join members m on m.public_id = ? where c.id = ?`,
    reader.id,
    id,
  )[0].mark;

/** Streams opened by a test, closed after it (as a browser leaving the page). */
const leaving: AbortController[] = [];
afterEach(() => leaving.splice(0).forEach((browser) => browser.abort()));

/** Opens the feed as a browser's EventSource does (it accepts gzip like any fetch). */
function openEvents(client: ApiClient, path: string, headers: Record<string, string> = {}) {
  const browser = new AbortController();
  leaving.push(browser);
  return client.fetch(path, {
    headers: { Accept: "text/event-stream", "Accept-Encoding": "gzip, deflate, br", ...headers },
    signal: browser.signal,
  });
}

type Event = { event: string; id?: string; data: unknown };

/**
 * A stream's events as they come: `until(wanted)` reads on until the events not yet returned satisfy `wanted`
 * (8 s at most), and returns those.
 */
function feedOf(response: Response) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let pending: Event[] = [];
  let text = "";
  return async function until(wanted: (events: Event[]) => boolean): Promise<Event[]> {
    const deadline = Date.now() + 8_000;
    while (!wanted(pending)) {
      if (Date.now() > deadline) throw new Error(`no such events within 8 s; got ${JSON.stringify(pending)}`);
      const next = await reader.read();
      if (next.done) break;
      const blocks = (text + next.value).split("\n\n");
      text = blocks.pop()!;
      for (const block of blocks) {
        const lines = block.split("\n").filter((line) => !line.startsWith(":"));
        const fields = Object.fromEntries(
          lines.map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 2)]),
        );
        if (fields.event) pending.push({ event: fields.event, id: fields.id, data: JSON.parse(fields.data) });
      }
    }
    const events = pending;
    pending = [];
    return events;
  };
}

let aminah: SignedInMember;
let bilal: SignedInMember;
let conversation: string;
let events: string;

beforeAll(async () => {
  [aminah, bilal] = await Promise.all([member("Female", "Aminah Siddiqui"), member("Male", "Bilal Ansari")]);
  conversation = await connectMembers(bilal, aminah);
  events = `/messages/${conversation}/events`;
  expect((await send(bilal.session, conversation, "Assalamu alaikum, Aminah.")).status).toBe(302);
});

describe("who may open a conversation's events", () => {
  it("is a 404 for a visitor, a stranger, a third member and an unknown conversation", async () => {
    const [stranger, karim] = await Promise.all([member("Male", "Salim Khan"), member("Male", "Karim Sheikh")]);
    await connectMembers(karim, aminah);
    for (const [client, path] of [
      [new ApiClient(baseUrl), events],
      [stranger.session, events],
      [karim.session, events],
      [aminah.session, `/messages/${"0".repeat(24)}/events`],
    ] as const) {
      const response = await openEvents(client, path);
      expect(response.status).toBe(404);
      expect(response.headers.get("Content-Type")).not.toContain("text/event-stream");
      expect(await response.text()).not.toContain("Assalamu alaikum");
    }
  });
});

describe("a member's events", () => {
  it("are an uncompressed event stream on which the other member's new message arrives", async () => {
    const mark = readMark(conversation, aminah);
    const response = await openEvents(aminah.session, events);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("Content-Encoding")).toBeNull();
    expect(response.headers.get("Cache-Control")).toContain("no-transform");
    // Without a cursor, the conversation from its start; "Seen" as her page would show it (no message of hers).
    const feed = feedOf(response);
    const opening = await feed((got) => got.some((e) => e.event === "seen"));
    expect(opening.map((e) => e.event)).toEqual(["message", "seen"]);
    expect(opening[1].data).toEqual({ seenId: null });

    const reply = "Wa alaikum assalam. <b>My father</b> will call.";
    expect((await send(bilal.session, conversation, reply)).status).toBe(302);
    const [arrived] = await feed((got) => got.length > 0);
    expect(arrived.event).toBe("message");
    const message = arrived.data as Record<string, unknown>;
    // The page's shape, nothing more (no sender's details): the text as typed, for React to escape.
    expect(Object.keys(message).sort()).toEqual(["body", "createdAt", "id", "mine", "money"]);
    expect(message).toMatchObject({ body: reply, mine: false, money: false });
    expect(arrived.id).toBe(String(message.id));
    // Showing it is the page's doing: the feed marks nothing read.
    expect(readMark(conversation, aminah)).toBe(mark);
  });

  it("start after the page's newest message, and tell the sender when it has been seen", async () => {
    const sent = await openEvents(bilal.session, events);
    const [first] = await feedOf(sent)((got) => got.some((e) => e.event === "seen"));
    const firstId = (first.data as { id: number }).id;

    const later = await openEvents(bilal.session, `${events}?after=${firstId}`, { "Last-Event-ID": "0" });
    const laterEvents = feedOf(later);
    const opening = await laterEvents((got) => got.some((e) => e.event === "seen"));
    expect(opening.map((e) => [e.event, e.data])).toEqual([
      ["message", expect.objectContaining({ body: "Wa alaikum assalam. <b>My father</b> will call.", mine: true })],
      ["seen", { seenId: null }],
    ]);
    const lastId = Number(opening[0].id);

    // Aminah opens the conversation: his last message is read, and his feed says "Seen" under it.
    expect((await aminah.session.fetch(`/messages/${conversation}`)).status).toBe(200);
    const [seen] = await laterEvents((got) => got.length > 0);
    expect(seen).toEqual({ event: "seen", id: undefined, data: { seenId: lastId } });
  });

  it("are refused past four open at once for one member, until one closes", async () => {
    // A pair of their own: the streams closed by the tests above may still be closing on the server.
    const [her, him] = await Promise.all([member("Female", "Huma Ansari"), member("Male", "Zaid Qureshi")]);
    const theirs = `/messages/${await connectMembers(him, her)}/events`;
    const open = await Promise.all([1, 2, 3, 4].map(() => openEvents(her.session, theirs)));
    expect(open.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    const refused = await openEvents(her.session, theirs);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("60");
    expect((await openEvents(him.session, theirs)).status).toBe(200); // his are his own
    leaving[0].abort();
    await expect.poll(async () => (await openEvents(her.session, theirs)).status).toBe(200);
  });
});
