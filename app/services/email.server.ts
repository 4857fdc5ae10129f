import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Resend } from "resend";
import { getEnv } from "./env.server";

export type Email = { to: string; subject: string; text: string };

let resend: Resend | undefined;

export function outboxDir(): string {
  return path.join(getEnv().DATA_DIR, "outbox");
}

// RFC 2047 encoded-word, so non-ASCII subjects survive in the header.
function encodeHeader(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, "utf8").toString("base64")}?=`;
}

/**
 * A header's value on one line: line breaks and every other control character become spaces, for the outbox
 * and for Resend alike, so no text that reached a subject can start a header or a body of its own (issue 35).
 */
function stripLineBreaks(value: string): string {
  return value.replace(/[\p{Cc}\u2028\u2029]+/gu, " ");
}

/** An RFC 5322 message with a UTF-8 text body. */
export function toEml(email: Email, from: string, date: Date): string {
  const headers = [
    `From: ${stripLineBreaks(from)}`,
    `To: ${stripLineBreaks(email.to)}`,
    `Subject: ${encodeHeader(stripLineBreaks(email.subject))}`,
    `Date: ${date.toUTCString().replace("GMT", "+0000")}`,
    `Message-ID: <${randomBytes(12).toString("hex")}@outbox.local>`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: base64",
  ];
  const body = Buffer.from(email.text, "utf8").toString("base64").replace(/.{76}/g, "$&\r\n");
  return `${headers.join("\r\n")}\r\n\r\n${body}\r\n`;
}

function writeToOutbox(email: Email, from: string): void {
  const dir = outboxDir();
  fs.mkdirSync(dir, { recursive: true });
  const now = new Date();
  const name = `${now.getTime()}-${randomBytes(4).toString("hex")}.eml`;
  fs.writeFileSync(path.join(dir, name), toEml(email, from, now));
  // The log names the file, never the address or the body (codes live there).
  console.info(`mail: no RESEND_API_KEY, wrote outbox/${name}`);
}

/** The provider did not take the message; `permanent` when sending it again cannot help (a refused address). */
export class MailError extends Error {
  readonly permanent: boolean;
  constructor(message: string, permanent: boolean) {
    super(message);
    this.name = "MailError";
    this.permanent = permanent;
  }
}

// A provider that does not answer must not hold a request (a code) or the queue's worker for long.
const SEND_TIMEOUT_MS = 15_000;

/**
 * Sends one e-mail through Resend, or into DATA_DIR/outbox when no provider key is configured, so the
 * site works out of the box. Throws MailError when Resend refuses or cannot be reached. `idempotencyKey`
 * makes Resend send a message once however often it is retried with that key (within 24 hours).
 */
export async function sendEmail(email: Email, options: { idempotencyKey?: string } = {}): Promise<void> {
  const env = getEnv();
  const from = env.MAIL_FROM ?? `${env.SITE_NAME} <no-reply@localhost>`;
  if (!env.RESEND_API_KEY) return writeToOutbox(email, from);
  resend ??= new Resend(env.RESEND_API_KEY);
  const { error } = await resend.emails.send(
    { from, to: stripLineBreaks(email.to), subject: stripLineBreaks(email.subject), text: email.text },
    { idempotencyKey: options.idempotencyKey, signal: AbortSignal.timeout(SEND_TIMEOUT_MS) },
  );
  if (!error) return;
  const status = error.statusCode ?? null;
  // 400/422: the message itself is refused (an invalid address); anything else (a 5xx, a timeout, a rate
  // limit, a wrong key the operator will fix) may pass later.
  const permanent = status === 400 || status === 422;
  throw new MailError(`Resend refused the message (${status ?? "no answer"} ${error.name})`, permanent);
}
