import http from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { rateLimits } from "~/db/schema-codes";
import { mailQueue } from "~/db/schema-mail";
import { checkMobileCode, sendVerificationCode, SMS_CODE_LIMITS } from "~/domain/accounts/mobile-codes.server";
import { verifyMobileOnAccount } from "~/domain/accounts/mobile-numbers.server";
import { requestMobileCode } from "~/domain/accounts/mobile-sign-in.server";
import { CODE_NOT_SENT } from "~/domain/accounts/one-time-codes.server";
import { limitKey } from "~/domain/accounts/rate-limits.server";
import { deliverDueMail } from "~/domain/mail/mail-delivery.server";
import { listMailForAdmin } from "~/domain/mail/mail-admin.server";
import { getEnv, parseEnv } from "~/services/env.server";
import { UserError } from "~/services/user-error.server";
import { refusalAsync } from "../support/refusal";
import { registeredMember } from "../support/unit-members";

// SMS through MSG91 (issue 36) when the provider fails and recovers: a local stand-in of MSG91's Flow API, as in
// sms.test.ts, configured as this file's MSG91_URL. A verification code the provider did not take is a 503 that
// spends nothing (no try of the limits, no cooldown, the code before still good); the queued SMS (the notice to a
// number an account no longer carries) is retried by the mail worker and sent once, or failed when refused.

type Received = { templateId: string; mobiles: string; values: Record<string, unknown> };
const standIn = {
  /** The next answers that fail with this status (500: may pass later; 400: refused for good). */
  failures: [] as number[],
  /** Every request, failed or not. */
  requests: 0,
  /** The requests it took. */
  received: [] as Received[],
};

const server = http.createServer((req, res) => {
  let raw = "";
  req.on("data", (chunk) => (raw += chunk));
  req.on("end", () => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.method !== "POST" || req.url !== "/api/v5/flow" || req.headers.authkey !== "standin-key")
      return reply(404, { type: "error" });
    standIn.requests += 1;
    const failure = standIn.failures.shift();
    if (failure !== undefined) return reply(failure, { type: "error", message: "stand-in failure" });
    const body = JSON.parse(raw) as { template_id: string; recipients: Record<string, unknown>[] };
    const { mobiles, ...values } = body.recipients[0];
    standIn.received.push({ templateId: body.template_id, mobiles: String(mobiles), values });
    reply(200, { type: "success", message: "3763646c3058313530393235" });
  });
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

// Before anything reads the environment (getEnv keeps its first reading). Every template in every language, as an
// operator registers them with DLT.
const TEMPLATE_IDS = {
  "code:en": "1207000000000000101",
  "code:hi": "1207000000000000102",
  "code:ur": "1207000000000000103",
  "mobileChanged:en": "1207000000000000201",
  "mobileChanged:hi": "1207000000000000202",
  "mobileChanged:ur": "1207000000000000203",
};
process.env.MSG91_AUTH_KEY = "standin-key";
process.env.MSG91_SENDER_ID = "CMATRI";
process.env.MSG91_TEMPLATE_IDS = Object.entries(TEMPLATE_IDS)
  .map(([template, id]) => `${template}=${id}`)
  .join(",");
process.env.MSG91_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

let clock = Date.parse("2026-12-02T00:00:00Z");
const setClock = (ms: number) => {
  clock = ms;
  vi.setSystemTime(new Date(ms));
};
const later = (ms: number) => setClock(clock + ms);
const freshHour = () => setClock((Math.floor(clock / HOUR) + 2) * HOUR);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  setClock(clock);
  standIn.failures = [];
});
afterEach(() => vi.useRealTimers());

let numbers = 0;
const newMobile = () => `7${String(200_000_000 + ++numbers * 6_007).slice(-9)}`;
const IP = "198.51.100.61";

/** The codes the stand-in took for a number, oldest first. */
const codesTakenFor = (mobile: string) =>
  standIn.received
    .filter((sms) => sms.mobiles === `91${mobile}` && sms.templateId === TEMPLATE_IDS["code:en"])
    .map((sms) => String(sms.values.code));

/** How many sends to `mobile` this hour's window counts (the per-number limit's row). */
const hourlyCount = (mobile: string) =>
  getDb()
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(
      and(eq(rateLimits.key, limitKey("sms-send:number", mobile)), eq(rateLimits.windowStart, clock - (clock % HOUR))),
    )
    .get()?.count ?? 0;

const quietly = <T>(run: () => Promise<T>) => {
  const log = vi.spyOn(console, "error").mockImplementation(() => {});
  return run().finally(() => log.mockRestore());
};

describe("the configuration", () => {
  it("takes a template id for every template the site sends, the notice of a changed number included", () => {
    expect(getEnv().MSG91_TEMPLATE_IDS).toEqual(TEMPLATE_IDS);
    expect(
      parseEnv({ MSG91_AUTH_KEY: "k", MSG91_SENDER_ID: "CMATRI", MSG91_TEMPLATE_IDS: "mobileChanged:hi=77" })
        .MSG91_TEMPLATE_IDS,
    ).toEqual({ "mobileChanged:hi": "77" });
    expect(() => parseEnv({ MSG91_AUTH_KEY: "k", MSG91_SENDER_ID: "CMATRI", MSG91_TEMPLATE_IDS: "code:fr=1" })).toThrow(
      /MSG91_TEMPLATE_IDS/,
    );
  });
});

describe("a verification code when MSG91 fails, then recovers", () => {
  it("is a 503 that says so, spends no try and leaves the code before working; sent once after recovery", async () => {
    freshHour();
    const mobile = newMobile();
    await sendVerificationCode(mobile, IP, "en");
    const [first] = codesTakenFor(mobile);
    expect(first).toMatch(/^\d{6}$/);
    expect(hourlyCount(mobile)).toBe(1);

    later(MINUTE + SECOND);
    standIn.failures = [500, 500];
    const requestsBefore = standIn.requests;
    const failed = await quietly(() => sendVerificationCode(mobile, IP, "en").catch((error: unknown) => error));
    expect(failed).toBeInstanceOf(UserError);
    expect(failed).toMatchObject({ status: 503, message: CODE_NOT_SENT, retryAfterSeconds: 60 });
    expect(CODE_NOT_SENT).toBe("We could not send the code just now. Please try again in a few minutes.");
    expect(hourlyCount(mobile)).toBe(1);
    // Tried again at once: not "once a minute" (429), the provider's failure again.
    const again = await quietly(() => refusalAsync(() => sendVerificationCode(mobile, IP, "en")));
    expect(again).toEqual({ status: 503, message: CODE_NOT_SENT });
    expect(standIn.requests).toBe(requestsBefore + 2);
    expect(hourlyCount(mobile)).toBe(1);
    expect(codesTakenFor(mobile)).toEqual([first]);

    // The provider recovers: the next send, at once, goes once, and its code works.
    await sendVerificationCode(mobile, IP, "en");
    expect(standIn.requests).toBe(requestsBefore + 3);
    const taken = codesTakenFor(mobile);
    expect(taken).toHaveLength(2);
    expect(hourlyCount(mobile)).toBe(2);
    checkMobileCode(mobile, "mobile-verify", taken[1], "browser", IP);
  });

  it("the code sent before the failure still works", async () => {
    freshHour();
    const mobile = newMobile();
    await sendVerificationCode(mobile, IP, "en");
    later(MINUTE + SECOND);
    standIn.failures = [500];
    expect((await quietly(() => refusalAsync(() => sendVerificationCode(mobile, IP, "en")))).status).toBe(503);
    checkMobileCode(mobile, "mobile-verify", codesTakenFor(mobile)[0], "browser", IP);
  });

  it("however many sends fail, the number still gets its five an hour once the provider is back", async () => {
    freshHour();
    const mobile = newMobile();
    standIn.failures = Array.from({ length: 8 }, () => 500);
    for (let tried = 0; tried < 8; tried++)
      expect((await quietly(() => refusalAsync(() => sendVerificationCode(mobile, IP, "en")))).status).toBe(503);
    for (let sent = 0; sent < SMS_CODE_LIMITS.perNumberHour; sent++) {
      await sendVerificationCode(mobile, IP, "en");
      later(MINUTE + SECOND);
    }
    expect(codesTakenFor(mobile)).toHaveLength(SMS_CODE_LIMITS.perNumberHour);
    expect((await refusalAsync(() => sendVerificationCode(mobile, IP, "en"))).status).toBe(429);
  });

  it("a sign-in code the provider did not take gives its count back; the answer was the same", async () => {
    freshHour();
    const member = await registeredMember("Female");
    const mobile = newMobile();
    await sendVerificationCode(mobile, IP, "en");
    checkMobileCode(mobile, "mobile-verify", codesTakenFor(mobile)[0], "b", IP);
    verifyMobileOnAccount(member.unqId, mobile, "b");
    later(MINUTE + SECOND);
    expect(hourlyCount(mobile)).toBe(1);
    standIn.failures = [500];
    const requestsBefore = standIn.requests;
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(() => requestMobileCode(mobile, "mobile-sign-in", IP, "en")).not.toThrow();
      expect(hourlyCount(mobile)).toBe(2);
      // The SMS goes after the answer; its failure then takes the count back.
      await vi.waitFor(() => expect(standIn.requests).toBe(requestsBefore + 1));
      await vi.waitFor(() => expect(hourlyCount(mobile)).toBe(1));
      expect(log.mock.calls.map((call) => String(call[0]))).toEqual([
        expect.stringMatching(/^sms: a mobile-sign-in code was not sent: MSG91 refused the SMS \(500/),
      ]);
      expect(log.mock.calls.join("\n")).not.toContain(mobile);
    } finally {
      log.mockRestore();
    }
  });
});

describe("a queued SMS (the notice to a number no longer on the account)", () => {
  /** A member who proved `first` and then `second`: the notice to `first` is queued. */
  async function numberReplaced() {
    const member = await registeredMember("Male");
    const [first, second] = [newMobile(), newMobile()];
    for (const mobile of [first, second]) {
      await sendVerificationCode(mobile, IP, "en");
      checkMobileCode(mobile, "mobile-verify", codesTakenFor(mobile).at(-1)!, `b-${member.unqId}`, IP);
      verifyMobileOnAccount(member.unqId, mobile, `b-${member.unqId}`);
    }
    const row = getDb().select().from(mailQueue).where(eq(mailQueue.toMobile, first)).get()!;
    expect(row).toMatchObject({ kind: "mobile-changed", status: "pending" });
    return { id: row.id, first };
  }
  const rowOf = (id: number) => getDb().select().from(mailQueue).where(eq(mailQueue.id, id)).get()!;
  const noticesTo = (mobile: string) =>
    standIn.received.filter(
      (sms) => sms.mobiles === `91${mobile}` && sms.templateId === TEMPLATE_IDS["mobileChanged:en"],
    );

  it("is retried by the mail worker after a failure, and sent exactly once", async () => {
    freshHour();
    const { id, first } = await numberReplaced();
    standIn.failures = [500];
    await deliverDueMail();
    expect(rowOf(id)).toMatchObject({ status: "pending", attempts: 1 });
    expect(rowOf(id).lastError).toMatch(/MSG91 refused the SMS \(500/);
    expect(noticesTo(first)).toEqual([]);
    expect(listMailForAdmin().waiting.find((mail) => mail.id === id)).toMatchObject({ to: `+91 ${first}` });
    // Not before its retry is due.
    await deliverDueMail();
    expect(rowOf(id).attempts).toBe(1);

    setClock(rowOf(id).nextAttemptAt.getTime());
    await deliverDueMail();
    expect(rowOf(id)).toMatchObject({ status: "sent", attempts: 2, body: null });
    expect(noticesTo(first)).toEqual([
      { templateId: TEMPLATE_IDS["mobileChanged:en"], mobiles: `91${first}`, values: {} },
    ]);
    later(HOUR);
    await deliverDueMail();
    expect(noticesTo(first)).toHaveLength(1);
  });

  it("a refusal (400) marks it failed at once, and it is not sent again", async () => {
    freshHour();
    const { id, first } = await numberReplaced();
    standIn.failures = [400];
    await deliverDueMail();
    expect(rowOf(id)).toMatchObject({ status: "failed", attempts: 1 });
    expect(rowOf(id).lastError).toMatch(/MSG91 refused the SMS \(400/);
    later(2 * HOUR);
    await deliverDueMail();
    expect(rowOf(id)).toMatchObject({ status: "failed", attempts: 1 });
    expect(noticesTo(first)).toEqual([]);
    expect(listMailForAdmin().failed.find((mail) => mail.id === id)).toMatchObject({ to: `+91 ${first}` });
  });
});
