import { createHash } from "node:crypto";
import { readSmsOutbox, type OutboxSms } from "./outbox";

// Reading SMS codes from DATA_DIR/outbox/sms (the app writes each SMS there without MSG91_AUTH_KEY) by what is new:
// a test that sends several codes to one number takes the one its own step sent, whatever the files' order.

/** The names of the SMS files written to a mobile number's ten digits so far. */
export const smsFilesTo = (dataDir: string, mobile: string): Set<string> =>
  new Set(
    readSmsOutbox(dataDir)
      .filter((sms) => sms.to === `+91${mobile}`)
      .map((sms) => sms.file),
  );

/** The SMS to `mobile` written since `seen` (smsFilesTo before the step), waiting up to five seconds for one. */
export async function newSmsTo(dataDir: string, mobile: string, seen: Set<string>): Promise<OutboxSms> {
  for (let tries = 0; tries < 50; tries++) {
    const fresh = readSmsOutbox(dataDir).filter((sms) => sms.to === `+91${mobile}` && !seen.has(sms.file));
    if (fresh.length > 1) throw new Error(`${fresh.length} new SMS to ${mobile}, expected one`);
    if (fresh.length === 1) return fresh[0];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no new SMS to ${mobile} in the outbox`);
}

/** Runs `step` (which should send one code to `mobile`) and returns the code of the one new SMS. */
export async function codeSentBy(dataDir: string, mobile: string, step: () => unknown): Promise<string> {
  const seen = smsFilesTo(dataDir, mobile);
  await step();
  const sms = await newSmsTo(dataDir, mobile, seen);
  if (!sms.template.startsWith("code")) throw new Error(`the new SMS to ${mobile} is a ${sms.template}, not a code`);
  return sms.text.match(/^\d{6}/)![0];
}

/** A code that is not `code`. */
export const wrongCodeFor = (code: string) => (code === "000000" ? "111111" : "000000");

/** The rate_limits key the app keeps for `subject` (app/domain/accounts/rate-limits.server.ts limitKey). */
export const limitKeyOf = (kind: string, subject: string) =>
  `${kind}:${createHash("sha256").update(subject).digest("hex").slice(0, 24)}`;
