import { beforeAll, describe, expect, inject, it } from "vitest";
import { ApiClient } from "../support/client";
import { queryDb } from "../support/db";
import { hydrationOf } from "../support/hydration";
import { connectMembers, signedInMember, type SignedInMember } from "../support/members";

// Messages between connected members (docs/product-rules.md §33) over real HTTP, as a browser without
// JavaScript sends the reply box: who may open and write in a conversation, what a message becomes in the
// page, the refusals and limits, a block, what the pages' data carries about the other member, the header's
// unread count, and the connection id the API's profile gives the original client.
const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");

type Member = SignedInMember;

const member = (gender: "Male" | "Female", fullName = gender === "Male" ? "Imran Qureshi" : "Sana Sheikh") =>
  signedInMember(baseUrl, dataDir, gender, { fullName });

const send = (client: ApiClient, id: string, body: string) =>
  client.fetch(`/messages/${id}`, { method: "POST", body: new URLSearchParams({ body }) });

const pageOf = async (client: ApiClient, path: string) => {
  const response = await client.fetch(path);
  return { status: response.status, html: await response.text() };
};

/** What the database holds for a conversation: its row (read marks, times) and its messages. */
const stored = (id: string) => ({
  conversation: queryDb(dataDir, "select * from conversations where id = ?", id),
  messages: queryDb<{ body: string }>(dataDir, "select * from messages where conversation_id = ? order by id", id),
});

/** The reply box's refusal as the page shows it (JavaScript off), and the draft it keeps. */
async function refusalOf(response: Response) {
  const html = await response.text();
  return {
    status: response.status,
    error: html.match(/<p class="field__error" id="message-body-error"[^>]*>([^<]*)<\/p>/)?.[1],
    draft: html.match(/<textarea[^>]*id="message-body"[^>]*>([^<]*)<\/textarea>/)?.[1],
  };
}

let aminah: Member;
let bilal: Member;
/** Aminah's conversation with Bilal. */
let conversation: string;

beforeAll(async () => {
  [aminah, bilal] = await Promise.all([member("Female", "Aminah Siddiqui"), member("Male", "Bilal Ansari")]);
  conversation = await connectMembers(bilal, aminah);
});

describe("who may open a conversation", () => {
  let stranger: Member;
  let karim: Member;

  beforeAll(async () => {
    // Karim is connected to Aminah too: a third member, with a conversation of his own with her.
    [stranger, karim] = await Promise.all([member("Male"), member("Male")]);
    await connectMembers(karim, aminah);
    expect((await send(bilal.session, conversation, "Assalamu alaikum, Aminah.")).status).toBe(302);
  });

  it("sends a visitor to log in, page and form alike, and writes nothing", async () => {
    const before = stored(conversation);
    const visitor = new ApiClient(baseUrl);
    const login = `/login?redirectTo=${encodeURIComponent(`/messages/${conversation}`)}`;
    for (const response of [
      await visitor.fetch(`/messages/${conversation}`),
      await send(visitor, conversation, "Hello from nobody"),
    ]) {
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe(login);
    }
    expect(stored(conversation)).toEqual(before);
  });

  it("is a 404 for a stranger and a third member, the same as for an unknown id, and writes nothing", async () => {
    const before = stored(conversation);
    const unknown = await pageOf(stranger.session, `/messages/${"0".repeat(24)}`);
    expect(unknown.status).toBe(404);
    for (const outsider of [stranger, karim]) {
      const page = await pageOf(outsider.session, `/messages/${conversation}`);
      expect(page.status).toBe(404);
      expect(page.html).not.toContain("Assalamu alaikum, Aminah.");
      expect(page.html).not.toContain(bilal.fields.fullName);
      const written = await send(outsider.session, conversation, "Let me join in");
      expect(written.status).toBe(404);
      expect(await written.text()).not.toContain("Assalamu alaikum, Aminah.");
      expect((await pageOf(outsider.session, "/messages")).html).not.toContain(conversation);
    }
    expect(stored(conversation)).toEqual(before);
  });
});

describe("what a message becomes", () => {
  it("shows markup and links as the text typed, escaped, never as elements", async () => {
    const text = '<script>alert("x")</script> <img src=x onerror=alert(1)> https://evil.example/pay';
    const sent = await send(bilal.session, conversation, text);
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe(`/messages/${conversation}#newest`);
    expect(stored(conversation).messages.at(-1)?.body).toBe(text);

    for (const path of [`/messages/${conversation}`, "/messages"]) {
      const { html } = await pageOf(aminah.session, path);
      expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
      expect(html).not.toContain('<script>alert("x")');
      expect(html).not.toContain("<img src=x");
      expect(html).not.toContain('href="https://evil.example');
    }
  });

  it("refuses an empty, blank or overlong message with a 400 and the reason, keeps the draft", async () => {
    const before = stored(conversation);
    const overlong = "ب".repeat(2001);
    const cases: [URLSearchParams, string, string][] = [
      [new URLSearchParams({ body: "" }), "Please write a message.", ""],
      [new URLSearchParams({ body: "  \n\t " }), "Please write a message.", "  \n\t "],
      [new URLSearchParams(), "Please write a message.", ""],
      [new URLSearchParams({ body: overlong }), "A message can be at most 2,000 characters.", overlong],
    ];
    for (const [body, error, draft] of cases) {
      const response = await bilal.session.fetch(`/messages/${conversation}`, { method: "POST", body });
      expect(await refusalOf(response), body.toString().slice(0, 40)).toEqual({ status: 400, error, draft });
    }
    expect(stored(conversation)).toEqual(before);
    // 2,000 characters is within the limit.
    expect((await send(bilal.session, conversation, "ب".repeat(2000))).status).toBe(302);
    expect(stored(conversation).messages).toHaveLength(before.messages.length + 1);
  });
});

describe("the burst limit", () => {
  it("answers the 16th message in a minute with a 429, Retry-After and the reason, sending nothing", async () => {
    const [sender, receiver] = await Promise.all([member("Male"), member("Female")]);
    const id = await connectMembers(sender, receiver);
    for (let n = 1; n <= 15; n++) expect((await send(sender.session, id, `Message ${n}`)).status, `#${n}`).toBe(302);
    const before = stored(id);
    expect(before.messages).toHaveLength(15);

    const refused = await send(sender.session, id, "Message 16");
    const retryAfter = refused.headers.get("Retry-After");
    expect(retryAfter).toMatch(/^\d+$/);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);
    expect(await refusalOf(refused)).toEqual({
      status: 429,
      error: `You are sending messages very quickly. Please wait ${retryAfter} seconds and send again.`,
      draft: "Message 16",
    });
    expect(stored(id)).toEqual(before);
  });
});

describe("a block", () => {
  it("deletes the conversation: its page and form are a 404 for both, and it leaves both lists", async () => {
    const [fatima, zaid] = await Promise.all([member("Female"), member("Male")]);
    const id = await connectMembers(zaid, fatima);
    expect((await send(zaid.session, id, "Salaam, Fatima.")).status).toBe(302);
    expect((await pageOf(fatima.session, "/messages")).html).toContain(`/messages/${id}`);

    const blocked = await fatima.session.fetch("/settings", {
      method: "POST",
      body: new URLSearchParams({ intent: "block", memberId: zaid.id }),
    });
    expect(blocked.status).toBe(302);

    for (const who of [fatima, zaid]) {
      expect((await pageOf(who.session, `/messages/${id}`)).status).toBe(404);
      expect((await send(who.session, id, "Are you still there?")).status).toBe(404);
      expect((await pageOf(who.session, "/messages")).html).not.toContain(`/messages/${id}`);
    }
    expect(stored(id)).toEqual({ conversation: [], messages: [] });
  });
});

describe("what the pages say about the other member", () => {
  it("carries no phone number or e-mail address of the other member, in the HTML or its hydration data", async () => {
    for (const [viewer, other] of [
      [aminah, bilal],
      [bilal, aminah],
    ]) {
      for (const path of ["/messages", `/messages/${conversation}`]) {
        const { status, html } = await pageOf(viewer.session, path);
        expect(status).toBe(200);
        expect(html).toContain(other.fields.fullName);
        const data = hydrationOf(html);
        expect(data).toContain(conversation);
        for (const secret of [other.fields.phone, other.fields.email]) {
          expect(html, `${path} shows ${secret}`).not.toContain(secret);
          expect(data).not.toContain(secret);
        }
      }
    }
  });

  it("counts unread messages in the header and the bottom bar until the conversation is opened", async () => {
    await pageOf(aminah.session, `/messages/${conversation}`);
    expect((await pageOf(aminah.session, "/profilePage")).html).not.toMatch(/MESSAGES, \d+ unread/i);

    expect((await send(bilal.session, conversation, "Did your father get my message?")).status).toBe(302);
    const { html } = await pageOf(aminah.session, "/profilePage");
    expect(html).toContain('aria-label="Messages, 1 unread"');
    expect(html).toContain('aria-label="Messages, 1 unread"');
    // The sender's own message is not unread for him.
    expect((await pageOf(bilal.session, "/profilePage")).html).not.toMatch(/MESSAGES, \d+ unread/i);

    await pageOf(aminah.session, `/messages/${conversation}`);
    expect((await pageOf(aminah.session, "/profilePage")).html).not.toMatch(/MESSAGES, \d+ unread/i);
  });
});

describe("the API's profile of a member", () => {
  const pairStateOf = async (viewer: Member, other: Member) => {
    const response = await viewer.session.fetch(`/api/v1/profiles/single/user/${other.id}`);
    expect(response.status).toBe(200);
    return (await response.json()).user.pairState;
  };

  it("gives a connection the id of the connection (and conversation), and a member not connected none", async () => {
    expect(await pairStateOf(bilal, aminah)).toEqual({ kind: "connected", connectionId: conversation });
    expect(await pairStateOf(aminah, bilal)).toEqual({ kind: "connected", connectionId: conversation });
    const outsider = await member("Male");
    const state = await pairStateOf(outsider, aminah);
    expect(state).toEqual({ kind: "none" });
    expect(state).not.toHaveProperty("connectionId");
  });
});
