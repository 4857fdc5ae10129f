import fs from "node:fs";
import path from "node:path";

export type OutboxMessage = { file: string; to: string; subject: string; text: string };

function header(raw: string, name: string): string {
  const match = raw.match(new RegExp(`^${name}: (.*)$`, "mi"));
  if (!match) return "";
  const value = match[1].trim();
  const encoded = value.match(/^=\?UTF-8\?B\?(.*)\?=$/);
  return encoded ? Buffer.from(encoded[1], "base64").toString("utf8") : value;
}

/** Parses the .eml files the app writes when no e-mail provider is configured. */
export function readOutbox(dataDir: string): OutboxMessage[] {
  const dir = path.join(dataDir, "outbox");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .map((file) => {
      const raw = fs.readFileSync(path.join(dir, file), "utf8");
      const [head, ...rest] = raw.split("\r\n\r\n");
      return {
        file,
        to: header(head, "To"),
        subject: header(head, "Subject"),
        text: Buffer.from(rest.join("\r\n\r\n").replace(/\s+/g, ""), "base64").toString("utf8"),
      };
    });
}

/** The newest message to an address, waiting briefly for it to be written. */
export async function waitForMail(dataDir: string, to: string, match: (m: OutboxMessage) => boolean = () => true) {
  for (let tries = 0; tries < 50; tries++) {
    const found = readOutbox(dataDir)
      .filter((m) => m.to === to && match(m))
      .at(-1);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no e-mail to ${to} in the outbox`);
}

/** The 6-digit code in the last message written to `email` (codes are in the subject). */
export function lastCodeSentTo(dataDir: string, email: string): string {
  const message = readOutbox(dataDir)
    .filter((m) => m.to === email)
    .at(-1);
  const code = message?.subject.match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no code was written to ${email}`);
  return code;
}

/** A member's name (or other typed text) as e-mails write it: isolated, U+2068 … U+2069 (issue 35, item 7). */
export const isolated = (text: string): string => `\u2068${text}\u2069`;

export type OutboxSms = { file: string; to: string; template: string; text: string };

/** Parses the SMS the app writes to DATA_DIR/outbox/sms when no SMS provider is configured (issue 36). */
export function readSmsOutbox(dataDir: string): OutboxSms[] {
  const dir = path.join(dataDir, "outbox", "sms");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".txt"))
    .sort()
    .map((file) => {
      const [head, ...rest] = fs.readFileSync(path.join(dir, file), "utf8").split("\n\n");
      return { file, to: header(head, "To"), template: header(head, "Template"), text: rest.join("\n\n").trim() };
    });
}

/** The newest SMS to a mobile number's ten digits, waiting briefly for it to be written. */
export async function waitForSms(dataDir: string, mobile: string, match: (m: OutboxSms) => boolean = () => true) {
  for (let tries = 0; tries < 50; tries++) {
    const found = readSmsOutbox(dataDir)
      .filter((m) => m.to === `+91${mobile}` && match(m))
      .at(-1);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no SMS to ${mobile} in the outbox`);
}

/** The code in the newest SMS to a mobile number, once it is there (codes begin the text). */
export async function smsCodeSentTo(dataDir: string, mobile: string): Promise<string> {
  const sms = await waitForSms(dataDir, mobile, (m) => m.template.startsWith("code"));
  return sms.text.match(/^\d{6}/)![0];
}
