import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { normaliseIndianMobile } from "~/forms/indian-mobile";
import { getEnv, parseEnv } from "~/services/env.server";
import { sendSms, sendThroughMsg91, SmsError, type Msg91Config, type Sms } from "~/services/sms.server";

// SMS (issue 36, item 1): Indian mobile numbers read as people write them; without a provider key each SMS is a
// file in DATA_DIR/outbox/sms; with one it goes to MSG91's Flow API, here a local stand-in of it that fails and
// then recovers.

/** The SmsError a send failed with; the test fails if it was taken. */
async function failureOf(sending: Promise<void>): Promise<SmsError> {
  const outcome = await sending.then(
    () => null,
    (error: unknown) => error,
  );
  if (!(outcome instanceof SmsError)) throw new Error(`expected an SmsError, got ${String(outcome)}`);
  return outcome;
}

const CODE_SMS: Sms = { to: "9876543210", template: "code", language: "en", values: { code: "482913", site: "Test" } };

describe("Indian mobile numbers", () => {
  it.each([
    ["9876543210", "9876543210"],
    ["+91 98765 43210", "9876543210"],
    ["+919876543210", "9876543210"],
    ["919876543210", "9876543210"],
    ["09876543210", "9876543210"],
    ["6000-000-000", "6000000000"],
  ])("reads %s as %s", (written, digits) => expect(normaliseIndianMobile(written)).toBe(digits));

  it.each(["5876543210", "98765 4321", "98765432101", "+44 7911 123456", "+9209876543210", "98765o4321", ""])(
    "refuses %s",
    (written) => expect(normaliseIndianMobile(written)).toBeNull(),
  );
});

describe("without MSG91_AUTH_KEY", () => {
  it("writes the SMS to DATA_DIR/outbox/sms (recipient, time, text) and logs the file's name only", async () => {
    const log = vi.spyOn(console, "info").mockImplementation(() => {});
    await sendSms(CODE_SMS);
    const dir = path.join(getEnv().DATA_DIR, "outbox", "sms");
    const [file] = fs.readdirSync(dir);
    const text = fs.readFileSync(path.join(dir, file), "utf8");
    expect(text).toMatch(/^To: \+919876543210\nDate: \d{4}-\d\d-\d\dT[\d:.]+Z\nTemplate: code \(en\)\n\n/);
    expect(text).toContain("482913 is your Test code. It works once, for 10 minutes.");
    const line = log.mock.calls.map((call) => String(call[0])).find((l) => l.startsWith("sms:"))!;
    expect(line).toBe(`sms: no MSG91_AUTH_KEY, wrote outbox/sms/${file}`);
    log.mockRestore();
  });
});

describe("MSG91's Flow API (a local stand-in)", () => {
  const state = { failNext: 0, refuse: false, received: [] as { key: string; body: Record<string, unknown> }[] };
  let server: http.Server;
  let config: Msg91Config;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = "";
      req.on("data", (chunk) => (raw += chunk));
      req.on("end", () => {
        const reply = (status: number, body: unknown) => {
          res.writeHead(status, { "Content-Type": "application/json" });
          res.end(JSON.stringify(body));
        };
        if (req.method !== "POST" || req.url !== "/api/v5/flow") return reply(404, { type: "error" });
        if (state.failNext > 0) {
          state.failNext -= 1;
          return reply(502, { type: "error", message: "stand-in failure" });
        }
        if (state.refuse) return reply(400, { type: "error", message: "Invalid mobile" });
        state.received.push({ key: String(req.headers.authkey), body: JSON.parse(raw) });
        reply(200, { type: "success", message: "3763646c3058313530393235" });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    config = {
      url: `http://127.0.0.1:${port}`,
      authKey: "standin-key",
      senderId: "CMATRI",
      templateIds: { "code:en": "1207161234567890123" },
    };
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("sends the template's id, the sender, the number with 91 and the values, with the key in its header", async () => {
    await sendThroughMsg91(config, CODE_SMS);
    expect(state.received.at(-1)).toEqual({
      key: "standin-key",
      body: {
        template_id: "1207161234567890123",
        sender: "CMATRI",
        short_url: "0",
        recipients: [{ mobiles: "919876543210", code: "482913", site: "Test" }],
      },
    });
  });

  it("fails, then recovers: a failure is not taken and may be tried again; the retry is sent once", async () => {
    const before = state.received.length;
    state.failNext = 1;
    const failure = await failureOf(sendThroughMsg91(config, CODE_SMS));
    expect(failure.permanent).toBe(false);
    expect(state.received.length).toBe(before);
    await sendThroughMsg91(config, CODE_SMS);
    expect(state.received.length).toBe(before + 1);
  });

  it("a refused number is a permanent failure; an unreachable provider is not", async () => {
    state.refuse = true;
    const refused = await failureOf(sendThroughMsg91(config, CODE_SMS));
    expect(refused.permanent).toBe(true);
    state.refuse = false;
    const away = await failureOf(sendThroughMsg91({ ...config, url: "http://127.0.0.1:9" }, CODE_SMS));
    expect(away.permanent).toBe(false);
  });

  it("a template without an id for that language is refused before anything is sent", async () => {
    const before = state.received.length;
    const missing = await failureOf(sendThroughMsg91(config, { ...CODE_SMS, language: "ur" }));
    expect(missing.message).toBe("no MSG91 template id for code:ur");
    expect(state.received.length).toBe(before);
  });
});

describe("configuration", () => {
  it("needs the sender id and the template ids with the key, and checks their form", () => {
    expect(() => parseEnv({ MSG91_AUTH_KEY: "k" })).toThrow(/MSG91_SENDER_ID, MSG91_TEMPLATE_IDS: are required/);
    expect(() => parseEnv({ MSG91_AUTH_KEY: "k", MSG91_SENDER_ID: "cm", MSG91_TEMPLATE_IDS: "code:en=1" })).toThrow(
      /MSG91_SENDER_ID: must be the six capital letters/,
    );
    const env = parseEnv({
      MSG91_AUTH_KEY: "k",
      MSG91_SENDER_ID: "CMATRI",
      MSG91_TEMPLATE_IDS: "code:en=12,code:hi=34,mobileChanged:ur=56",
    });
    // Every template in SMS_TEMPLATES, by its name as written there (mobileChanged too).
    expect(env.MSG91_TEMPLATE_IDS).toEqual({ "code:en": "12", "code:hi": "34", "mobileChanged:ur": "56" });
    expect(env.MSG91_URL).toBe("https://control.msg91.com");
  });
});
