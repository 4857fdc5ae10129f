import { createHash } from "node:crypto";
import { setImmediate as nextTurn } from "node:timers/promises";
import { promisify } from "node:util";
import { gunzipSync, gzip } from "node:zlib";
import {
  fullListingMark,
  personalView,
  sharedMembersListing,
  visitorsFullListing,
} from "~/domain/listing/full-listings.server";
import type { Viewer } from "~/domain/accounts/member";
import { tooManyAttempts } from "~/domain/accounts/rate-limits.server";
import { now } from "~/services/clock.server";
import { kept } from "~/services/kept.server";
import { apiOrigin, wireCard, wireVisitorCard } from "./api-wire.server";

// The original client's full lists, kept (issue 35, item 11; decision 028). The domain says what a full list
// holds (app/domain/listing/full-listings.server.ts); this module keeps each shared list as the wire's JSON until
// the database changes, serves visitors' from bytes compressed once with an ETag (304 when the client has them),
// and builds a member's by leaving out their blocks and swapping in the few cards their connections change, kept
// for the member's next ask (all through kept(), app/services/kept.server.ts). The least recently used list goes
// when more are kept than allowed: the memory held stays bounded. A build gives the event loop back between
// batches of 500 members and compresses on libuv's threads, and everyone who asks meanwhile waits for that one
// build: a first ask after a change does not hold other requests (/healthz) for the whole build.

type Item = { unqId: number; json: string };
const compress = promisify(gzip);

/** Each batch's items, with a turn of the event loop between batches. */
async function collect<Card>(batches: Iterable<Card[]>, toItem: (card: Card) => string): Promise<string[]> {
  const parts: string[] = [];
  for (const batch of batches) {
    for (const card of batch) parts.push(toItem(card));
    await nextTurn();
  }
  return parts;
}

/**
 * A few kept lists, by key (the origin photo URLs are written on, and for members the gender). The key is
 * PUBLIC_URL's origin in production; without PUBLIC_URL it comes from the Host header, so a client sending many
 * Hosts only pushes older lists out, never grows the memory held.
 */
const KEPT_LISTS = 4;
type VisitorList = { total: number; body: Uint8Array<ArrayBuffer>; gzip: Uint8Array<ArrayBuffer>; etag: string };
const visitorLists = kept<Promise<VisitorList>>({ max: KEPT_LISTS, follows: fullListingMark });
const memberLists = kept<Promise<Item[]>>({ max: KEPT_LISTS, follows: fullListingMark });

async function buildVisitorList(origin: string): Promise<VisitorList> {
  const { total, batches } = visitorsFullListing();
  const parts = await collect(batches, (card) => JSON.stringify(wireVisitorCard(card, origin)));
  const body = new TextEncoder().encode(`[${parts.join(",")}]`);
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  return { total, body, gzip: new Uint8Array(await compress(body)), etag };
}

/** Whether an If-None-Match names this ETag (a list of them, weak or strong, or *). */
function clientHas(request: Request, etag: string): boolean {
  const header = request.headers.get("If-None-Match");
  if (!header) return false;
  return header.split(",").some((tag) => ["*", etag, `W/${etag}`].includes(tag.trim()));
}

const acceptsGzip = (request: Request) => /\bgzip\b/i.test(request.headers.get("Accept-Encoding") ?? "");

/**
 * allUsers without ?page: the same bytes for every visitor. `no-cache` lets a browser or proxy keep them but ask
 * again each time; the answer is then a 304 until a member joins, leaves or changes.
 */
export async function fullVisitorList(request: Request): Promise<Response> {
  const origin = apiOrigin(request);
  const list = await visitorLists.get(origin, () => buildVisitorList(origin));
  const headers = new Headers({ ETag: list.etag, "Cache-Control": "public, no-cache", Vary: "Accept-Encoding" });
  if (clientHas(request, list.etag)) return new Response(null, { status: 304, headers });
  headers.set("Content-Type", "application/json; charset=utf-8");
  headers.set("X-Total-Count", String(list.total));
  if (!acceptsGzip(request)) return new Response(list.body, { headers });
  headers.set("Content-Encoding", "gzip");
  return new Response(list.gzip, { headers });
}

async function buildMemberList(viewer: Viewer, origin: string): Promise<Item[]> {
  const items: Item[] = [];
  for (const batch of sharedMembersListing(viewer.gender).batches) {
    for (const card of batch) items.push({ unqId: card.unqId, json: JSON.stringify(wireCard(card, origin)) });
    await nextTurn();
  }
  return items;
}

/** Kept compressed only: 64 answers of 10,000 members' lists hold about 10 MB. */
type MemberAnswer = { total: number; gzip: Uint8Array<ArrayBuffer> };
/** A member's own answer, kept too: one member asking again and again costs nothing until the database changes. */
const memberAnswers = kept<Promise<MemberAnswer>>({ max: 64, follows: fullListingMark });

async function buildMemberAnswer(viewer: Viewer, origin: string): Promise<MemberAnswer> {
  const shared = await memberLists.get(`${viewer.gender}|${origin}`, () => buildMemberList(viewer, origin));
  const { blocked, cards } = personalView(viewer);
  const parts: string[] = [];
  for (const item of shared) {
    if (blocked.has(item.unqId)) continue;
    const own = cards.get(item.unqId);
    parts.push(own ? JSON.stringify(wireCard(own, origin)) : item.json);
  }
  const body = new TextEncoder().encode(`{"opp":[${parts.join(",")}],"total":${parts.length},"page":1,"pages":1}`);
  return { total: parts.length, gzip: new Uint8Array(await compress(body)) };
}

/**
 * opposite/users without ?page, for a member (an administrator, who sees every photo, is answered by the route's
 * own full read). Personal: never kept by a browser or proxy.
 */
export async function fullMemberList(request: Request, viewer: Viewer): Promise<Response> {
  const origin = apiOrigin(request);
  const answer = await memberAnswers.get(`${viewer.unqId}|${origin}`, () => buildMemberAnswer(viewer, origin));
  const headers = new Headers({
    "Cache-Control": "private, no-store",
    "Content-Type": "application/json; charset=utf-8",
    "X-Total-Count": String(answer.total),
    Vary: "Accept-Encoding",
  });
  // Browsers and axios take gzip; a client that does not is rare enough to pay for the unzipping.
  if (!acceptsGzip(request)) return new Response(new Uint8Array(gunzipSync(answer.gzip)), { headers });
  headers.set("Content-Encoding", "gzip");
  return new Response(answer.gzip, { headers });
}

// Repeated full lists, per client: generous, since many families may share one address (carrier-grade NAT,
// PRODUCT.md), and counted in memory, not in SQLite: a counter written per request would change the database's
// mark and throw the kept lists away with every call (decision 028). A client's minute starts with its first full
// list; at most 10,000 clients are counted at once, the least recently seen forgotten (it guards CPU, not a secret).
const FULL_LISTS_PER_MINUTE = 120;
const MINUTE_MS = 60_000;
const asked = kept<{ start: number; count: number }>({ max: 10_000, ttlMs: MINUTE_MS });

/** Counts a full list for this client; throws the 429 when the minute's allowance is spent. */
export function countFullList(clientIp: string): void {
  const at = now().getTime();
  const seen = asked.get(clientIp, () => ({ start: at, count: 0 }));
  if (seen.count >= FULL_LISTS_PER_MINUTE) {
    throw tooManyAttempts(Math.max(1, Math.ceil((seen.start + MINUTE_MS - at) / 1000)));
  }
  seen.count += 1;
}
