// The write scenarios: many members sending connection requests to many
// others (POST sendrq), then a 1:1 mix of new requests and recipients
// accepting theirs (GET …/sendrq/accept/{id}, the original client's call).
import { benchPasswordOf } from "../demo-login";
import { expectStatus, logIn, request, type CapturedResponse } from "./http-client";
import type { LoadRequest } from "./load";
import { REQUESTS_PER_DAY } from "~/forms/plans";

export type Writer = { cookie: string; publicId: string };

/**
 * E-mail addresses of seeded members, read through the domain. DATA_DIR is
 * set here, before the database module is first loaded: this process opens
 * no other database.
 */
export async function demoEmails(dataDir: string, perGender: number): Promise<{ men: string[]; women: string[] }> {
  process.env.DATA_DIR = dataDir;
  const { demoMemberEmails } = await import("../demo-members");
  const { closeDatabase } = await import("~/db/client.server");
  const emails = { men: demoMemberEmails("Male", perGender), women: demoMemberEmails("Female", perGender) };
  closeDatabase();
  return emails;
}

/**
 * Logs the writers in, two at a time (bcrypt makes each login take tens of
 * milliseconds on purpose), with the password the seed gave that database
 * (--bench-passwords); only failed logins count against the throttles, so
 * none is touched here.
 */
export async function logInAll(origin: string, dataDir: string, emails: string[]): Promise<Writer[]> {
  const writers: Writer[] = [];
  for (let i = 0; i < emails.length; i += 2) {
    const pair = emails.slice(i, i + 2);
    writers.push(...(await Promise.all(pair.map((email) => logIn(origin, email, benchPasswordOf(dataDir, email))))));
  }
  return writers;
}

// A Basic member sends at most 10 new requests a day (docs/product-rules.md §35, REQUESTS_PER_DAY in
// app/forms/plans.ts): each sender gets that many recipients at most, or the run would measure refusals.
const REQUESTS_PER_SENDER = REQUESTS_PER_DAY.basic!;

/**
 * Hands out sender/recipient pairs, each pair once: pair k is sender k mod S
 * and a recipient shifted by k div S, so load spreads over everyone.
 */
export class PairSource {
  private next = 0;
  constructor(
    readonly senders: Writer[],
    readonly recipients: Writer[],
  ) {}

  get remaining(): number {
    return this.senders.length * Math.min(this.recipients.length, REQUESTS_PER_SENDER) - this.next;
  }

  take(): { sender: Writer; recipient: Writer } {
    const k = this.next++;
    const s = k % this.senders.length;
    const r = (Math.floor(k / this.senders.length) + s) % this.recipients.length;
    return { sender: this.senders[s], recipient: this.recipients[r] };
  }
}

function sendRequestFor(origin: string, { sender, recipient }: ReturnType<PairSource["take"]>): LoadRequest {
  return {
    method: "POST",
    path: "/api/v1/connectionRequest/sendrq",
    headers: { Cookie: sender.cookie, "Content-Type": "application/json", Origin: origin },
    body: JSON.stringify({ recipientId: recipient.publicId }),
  };
}

/** A load request that sends a fresh connection request each time it is used. */
export function sendRequests(origin: string, pairs: PairSource): LoadRequest {
  // Autocannon passes its defaults (host, port) in the request; keep them.
  return { setupRequest: (defaults) => ({ ...defaults, ...sendRequestFor(origin, pairs.take()) }) };
}

export type PendingRequest = { recipient: Writer; requestId: string };

function acceptRequestFor(origin: string, pending: PendingRequest): LoadRequest {
  return {
    method: "GET",
    path: `/api/v1/connectionRequest/sendrq/accept/${pending.requestId}`,
    // A GET that changes state: the server wants it same-origin.
    headers: { Cookie: pending.recipient.cookie, Origin: origin },
  };
}

/** A load request that accepts the next pending request each time it is used. */
export function acceptRequests(origin: string, pool: PendingRequest[]): LoadRequest {
  let next = 0;
  return { setupRequest: (defaults) => ({ ...defaults, ...acceptRequestFor(origin, pool[next++ % pool.length]) }) };
}

/** Every pending request addressed to the recipients, page by page as the API gives them. */
export async function pendingRequests(origin: string, recipients: Writer[]): Promise<PendingRequest[]> {
  const pool: PendingRequest[] = [];
  for (const recipient of recipients) {
    for (let page = 1, pages = 1; page <= pages; page++) {
      const answer = expectStatus(
        await request(origin, `/api/v1/connectionRequest/forme?page=${page}`, {
          headers: { Cookie: recipient.cookie },
        }),
        200,
        "requests for me",
      );
      const parsed = JSON.parse(answer.body.toString("utf8")) as { requests: { _id: string }[]; pages: number };
      pages = parsed.pages;
      pool.push(...parsed.requests.map((r) => ({ recipient, requestId: r._id })));
    }
  }
  return pool;
}

/** Sends one request outside the load, for the bare server to replay its answer. */
export async function captureSend(origin: string, pairs: PairSource): Promise<CapturedResponse> {
  const { method, path, headers, body } = sendRequestFor(origin, pairs.take());
  return expectStatus(
    await request(origin, path!, { method, headers: headers as Record<string, string>, body: body as string }),
    201,
    "send a request",
  );
}

/** Accepts one pending request outside the load, for the bare server to replay its answer. */
export async function captureAccept(origin: string, pending: PendingRequest): Promise<CapturedResponse> {
  const { path, headers } = acceptRequestFor(origin, pending);
  return expectStatus(
    await request(origin, path!, { headers: headers as Record<string, string> }),
    200,
    "accept a request",
  );
}
