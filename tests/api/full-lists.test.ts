import { gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { ApiClient } from "../support/client";
import { logIn, signedInMember, type SignedInMember } from "../support/members";
import { registerWithPhoto } from "../support/original-client";

// Issue 35, item 11: the original client's full lists (docs/api-contract.md §5) are built once per change of the
// database and shared: visitors get the same bytes (compressed once, an ETag, 304 when they have them); a member
// gets their gender's shared list less their blocks, with their connections' photos; repeated full lists are
// throttled per client, generously. The paged answers, built per viewer as before, are the oracle.
const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");

const ALL_USERS = "/api/v1/adminPanel/allUsers";
const OPPOSITE = "/api/v1/profiles/opposite/users";
type Card = { _id: string; image: string };
type Member = Pick<SignedInMember, "id" | "session">;

let man: Member;
let blocked: Member;
let connected: Member;
let stranger: Member;

const settings = (who: Member, values: Record<string, string>) =>
  who.session.fetch("/settings", { method: "POST", body: new URLSearchParams(values) });

/** Every page of the member's paged listing, in order: built per viewer, as before the full lists were kept. */
async function pagedListing(session: ApiClient): Promise<Card[]> {
  const cards: Card[] = [];
  for (let page = 1; ; page++) {
    const answer = await (await session.fetch(`${OPPOSITE}?page=${page}`)).json();
    cards.push(...answer.opp);
    if (page >= answer.pages) return cards;
  }
}

beforeAll(async () => {
  [man, blocked, connected, stranger] = await Promise.all([
    signedInMember(baseUrl, dataDir, "Male"),
    signedInMember(baseUrl, dataDir, "Female"),
    registerWithPhoto(baseUrl, dataDir, { gender: "Female" }).then(async (registered) => ({
      ...registered,
      session: await logIn(baseUrl, registered.fields),
    })),
    signedInMember(baseUrl, dataDir, "Male"),
  ]);
  // A photo for connections only, a connection, and a block.
  expect((await settings(connected, { intent: "photo-visibility", visibility: "connections" })).status).toBe(302);
  const sent = await man.session.postJson("/api/v1/connectionRequest/sendrq", { recipientId: connected.id });
  expect(sent.status).toBe(201);
  const { requests } = await (await connected.session.fetch("/api/v1/connectionRequest/forme")).json();
  const request = requests.find((r: { sender: { _id: string } }) => r.sender._id === man.id);
  expect((await connected.session.fetch(`/api/v1/connectionRequest/sendrq/accept/${request._id}`)).status).toBe(200);
  expect((await settings(man, { intent: "block", memberId: blocked.id })).status).toBe(302);
});

describe("the visitors' full list", () => {
  it("is the same bytes for every visitor, compressed once, with an ETag; 304 when the client has them", async () => {
    const plain = await fetch(`${baseUrl}${ALL_USERS}`, { headers: { "Accept-Encoding": "identity" } });
    expect(plain.status).toBe(200);
    const etag = plain.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(plain.headers.get("cache-control")).toBe("public, no-cache");
    const text = await plain.text();
    expect(JSON.parse(text).length).toBe(Number(plain.headers.get("x-total-count")));

    // Node's fetch would undo the compression: read the raw bytes over http.
    const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      import("node:http").then(({ get }) =>
        get(`${baseUrl}${ALL_USERS}`, { headers: { "Accept-Encoding": "gzip, br" } }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk) => chunks.push(chunk));
          response.on("end", () =>
            resolve({ encoding: response.headers["content-encoding"], body: Buffer.concat(chunks) }),
          );
        }).on("error", reject),
      );
    });
    expect(raw.encoding).toBe("gzip");
    expect(gunzipSync(raw.body).toString("utf8")).toBe(text);

    const again = await fetch(`${baseUrl}${ALL_USERS}`, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("follows the database: a member who joins is in the next answer, under a new ETag", async () => {
    const before = await fetch(`${baseUrl}${ALL_USERS}`);
    const etag = before.headers.get("etag")!;
    const count = Number(before.headers.get("x-total-count"));
    await signedInMember(baseUrl, dataDir, "Female", { fullName: "Newly Joined" });
    const after = await fetch(`${baseUrl}${ALL_USERS}`, { headers: { "If-None-Match": etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(etag);
    expect(Number(after.headers.get("x-total-count"))).toBe(count + 1);
    expect((await after.json()).some((card: { fullName: string }) => card.fullName === "Newly J.")).toBe(true);
  });
});

describe("a member's full list", () => {
  it("is their paged listing, card for card: blocks left out, a connection's photo shown to them only", async () => {
    const full = await (await man.session.fetch(OPPOSITE)).json();
    const paged = await pagedListing(man.session);
    expect(full.opp).toEqual(paged);
    expect(full.total).toBe(paged.length);
    const ids = full.opp.map((card: Card) => card._id);
    expect(ids).not.toContain(blocked.id);
    const connectedCard = full.opp.find((card: Card) => card._id === connected.id);
    expect(connectedCard.image).toMatch(/\/images\//);

    // Another man shares the same list, but not the connection's photo, and still sees the member man blocked.
    const theirs = await (await stranger.session.fetch(OPPOSITE)).json();
    expect(theirs.opp).toEqual(await pagedListing(stranger.session));
    expect(theirs.opp.find((card: Card) => card._id === connected.id).image).toMatch(/\/avatar-default\.svg$/);
    expect(theirs.opp.map((card: Card) => card._id)).toContain(blocked.id);
  });

  it("stays personal: never kept by a browser or a proxy", async () => {
    const answer = await man.session.fetch(OPPOSITE);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(answer.headers.get("etag")).toBeNull();
    // Kept compressed; a client that takes no gzip gets the same list, plain.
    const plain = await man.session.fetch(OPPOSITE, { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.json()).toEqual(await answer.json());
  });
});

describe("repeated full lists", () => {
  it("are throttled per client after 120 a minute (429, Retry-After); another client is not", async () => {
    const busy = new ApiClient(baseUrl, "203.0.113.77");
    let refused: Response | undefined;
    // 250: the minute's window may turn once during the loop.
    for (let i = 0; i < 250 && !refused; i++) {
      const answer = await busy.fetch(ALL_USERS, { headers: { "If-None-Match": "*" } });
      if (answer.status === 429) refused = answer;
      else expect(answer.status).toBe(304);
    }
    expect(refused, "a 429 within 250 full lists").toBeDefined();
    expect(Number(refused!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused!.json()).msg).toMatch(/^Too many attempts/);
    const other = new ApiClient(baseUrl, "203.0.113.78");
    expect((await other.fetch(ALL_USERS)).status).toBe(200);
    // A page of the list is not a full list: not counted.
    expect((await busy.fetch(`${ALL_USERS}?page=1`)).status).toBe(200);
  });
});
