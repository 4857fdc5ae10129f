import { UserError } from "~/services/user-error.server";
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { getDb, WRITE } from "~/db/client.server";
import { emailCodes } from "~/db/schema-codes";
import type { Language } from "~/forms/languages";
import { now } from "~/services/clock.server";
import { sendEmail } from "~/services/email.server";
import { getEnv, siteNameIn } from "~/services/env.server";
import { clientLimitKey, consumeCooldown, consumeWithinLimits, limitKey } from "~/domain/accounts/rate-limits.server";
import { fixedT } from "~/domain/site/translations.server";

// docs/product-rules.md §12: 6 digits from a cryptographic source, stored hashed, valid
// 10 minutes, 5 wrong tries, a new code at most once a minute per address. The same rules hold for the codes
// sent by SMS (§38, mobile-numbers.server.ts): their "address" is the mobile's ten digits.
export const CODE_TTL_MS = 10 * 60_000;
export const MAX_WRONG_TRIES = 5;
/** A new code for the same address and purpose only this long after the last (the signup shows the wait). */
export const RESEND_AFTER_MS = 60_000;
const HOUR = 3600_000;

// A guardian resets their own password with codes of their own (docs/product-rules.md §32).
export type EmailCodePurpose = "signup" | "reset" | "guardian-reset";
/** Codes sent by SMS: to prove a number, to sign in with it, to set a new password with it (§38). */
export type MobileCodePurpose = "mobile-verify" | "mobile-sign-in" | "mobile-reset";
/** The code that asks the person a relative's profile is for to confirm it, by SMS or e-mail (§31a). */
export type CandidateCodePurpose = "candidate-confirm";
export type CodePurpose = EmailCodePurpose | MobileCodePurpose | CandidateCodePurpose;

const hashCode = (address: string, purpose: CodePurpose, code: string) =>
  createHmac("sha256", getEnv().SESSION_SECRET).update(`${purpose}:${address}:${code}`).digest("hex");

/** A reset may only finish after its code was checked: refused as 403, as the original server did. */
const NOT_VERIFIED: Record<CodePurpose, () => UserError> = {
  signup: () => new UserError("Please verify your email with the code we sent you."),
  reset: () => new UserError("Error updating password. Try again. Verify the code we sent you first.", { status: 403 }),
  "guardian-reset": () =>
    new UserError("Please verify the code we sent you first, then set your new password.", { status: 403 }),
  "mobile-verify": () => new UserError("Please verify your mobile number with the code we sent you.", { status: 403 }),
  "mobile-sign-in": () => new UserError("Please enter the code we sent to your mobile first.", { status: 403 }),
  "mobile-reset": () =>
    new UserError("Please verify the code we sent you first, then set your new password.", { status: 403 }),
  "candidate-confirm": () => new UserError("Please enter the code we sent you first.", { status: 403 }),
};

export const WRONG_CODE = "Invalid OTP. Please try again.";
export const CODE_NOT_SENT = "We could not send the code just now. Please try again in a few minutes.";

/** Each code e-mail's subject (app/locales/<language>/emails.json), with the code: "Your verification code: 123456". */
const SUBJECTS: Record<EmailCodePurpose, string> = {
  signup: "codes.subjectSignup",
  reset: "codes.subjectReset",
  "guardian-reset": "codes.subjectGuardianReset",
};

/**
 * The sending limits for an address, counted whether or not a code is then sent, so that a
 * registered and an unknown address are throttled alike (nobody learns who is registered).
 */
export function throttleCodeSending(email: string, purpose: EmailCodePurpose, clientIp: string): void {
  // One transaction: a refusal by the cooldown counts nothing against the hourly limits.
  getDb().transaction(() => {
    consumeWithinLimits(
      { key: limitKey("code-send:account", email), max: 10, windowMs: HOUR },
      { key: clientLimitKey("code-send:client", clientIp), max: 200, windowMs: HOUR },
    );
    consumeCooldown(limitKey(`code-send:${purpose}`, email), RESEND_AFTER_MS);
  }, WRITE);
}

/**
 * Sends a new code within the limits; any earlier code for the same address and purpose stops working.
 * `language`: the e-mail's (the page the person asked on, issue 18).
 */
export async function sendCode(
  email: string,
  purpose: EmailCodePurpose,
  clientIp: string,
  language: Language = "en",
): Promise<void> {
  throttleCodeSending(email, purpose, clientIp);
  await issueCode(email, purpose, language);
}

/** Makes and e-mails a new code, with no throttle: call throttleCodeSending first. */
export async function issueCode(email: string, purpose: EmailCodePurpose, language: Language = "en"): Promise<void> {
  await mailCode(email, purpose, storeNewCode(email, purpose), language);
}

/**
 * E-mails a code that storeNewCode made, in `language`; a failure is a 503 that says so (the person is
 * waiting for it).
 */
export async function mailCode(
  email: string,
  purpose: EmailCodePurpose,
  code: string,
  language: Language = "en",
): Promise<void> {
  const t = fixedT(language, "emails");
  // Sent at once, not queued: a code is useful for minutes, and the person waits for it.
  try {
    await sendEmail({
      to: email,
      subject: t(SUBJECTS[purpose], { code }),
      text: [t("codes.yourCode", { site: siteNameIn(language), code }), ``, t("codes.validity")].join("\n"),
    });
  } catch (error) {
    console.error(`codes: a ${purpose} code e-mail failed: ${(error as Error).message}`);
    throw new UserError(CODE_NOT_SENT, { status: 503, retryAfterSeconds: 60 });
  }
}

/** Six digits from a cryptographic source. */
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, "0");

/** Stores a new code (earlier ones for the same address and purpose stop working) and returns it. */
export function storeNewCode(address: string, purpose: CodePurpose): string {
  return storeCode(address, purpose, newCode());
}

/** Stores `code` as the one code in force for this address and purpose, and returns it. */
export function storeCode(address: string, purpose: CodePurpose, code: string): string {
  const db = getDb();
  db.transaction((tx) => {
    tx.update(emailCodes)
      .set({ consumedAt: now() })
      .where(and(eq(emailCodes.address, address), eq(emailCodes.purpose, purpose), isNull(emailCodes.consumedAt)))
      .run();
    tx.insert(emailCodes)
      .values({
        address,
        purpose,
        codeHash: hashCode(address, purpose, code),
        expiresAt: new Date(now().getTime() + CODE_TTL_MS),
        createdAt: now(),
      })
      .run();
  }, WRITE);
  return code;
}

/**
 * Checks a code. A right code is marked verified for this browser session
 * only (`binding`); a wrong one uses up one of the five tries and is refused with `wrongCode`
 * (pages word it as their form asks, docs/product-rules.md §8).
 * The per-client count, the read of the code and its count of wrong tries are one immediate transaction:
 * of simultaneous checks (from any process on the database), each sees the tries of those before it.
 */
export function verifyCode(
  address: string,
  purpose: CodePurpose,
  code: string,
  binding: string,
  clientIp: string,
  wrongCode = WRONG_CODE,
): void {
  const db = getDb();
  const outcome = db.transaction((tx) => {
    consumeWithinLimits({ key: clientLimitKey("code-check:client", clientIp), max: 300, windowMs: HOUR });
    const row = tx
      .select()
      .from(emailCodes)
      .where(
        and(
          eq(emailCodes.address, address),
          eq(emailCodes.purpose, purpose),
          isNull(emailCodes.consumedAt),
          isNull(emailCodes.verifiedAt),
          gt(emailCodes.expiresAt, now()),
        ),
      )
      .orderBy(desc(emailCodes.createdAt))
      .get();
    if (!row) return "gone";
    if (row.attempts >= MAX_WRONG_TRIES) return "spent";
    const expected = Buffer.from(row.codeHash, "hex");
    const given = Buffer.from(hashCode(address, purpose, code), "hex");
    if (!timingSafeEqual(expected, given)) {
      tx.update(emailCodes)
        .set({ attempts: sql`${emailCodes.attempts} + 1` })
        .where(eq(emailCodes.id, row.id))
        .run();
      return "wrong";
    }
    tx.update(emailCodes).set({ verifiedAt: now(), verifiedBySession: binding }).where(eq(emailCodes.id, row.id)).run();
    return "verified";
  }, WRITE);
  // Refused after the commit: throwing inside would roll the counts back.
  if (outcome === "gone") throw new UserError("This code has expired or was already used. Please ask for a new code.");
  if (outcome === "spent") throw new UserError("Too many wrong codes. Please ask for a new code.");
  if (outcome === "wrong") throw new UserError(wrongCode);
}

/**
 * Whose check of a code counts: a browser session's (its binding, as the site's own forms always have), or,
 * for the original client's signup calls that carry no cookie at all, whoever verified the address:
 * `SESSIONLESS` (decision 009; only the API's register passes it).
 */
export const SESSIONLESS = Symbol("sessionless");
export type CodeBinding = string | typeof SESSIONLESS | undefined;

/**
 * True when this browser session verified a code for this address and purpose
 * in the last 10 minutes, and it is unused.
 */
export function hasVerifiedCode(address: string, purpose: CodePurpose, binding: CodeBinding): boolean {
  return findVerified(address, purpose, binding) !== undefined;
}

function findVerified(address: string, purpose: CodePurpose, binding: CodeBinding) {
  if (!binding) return undefined;
  return getDb()
    .select({ id: emailCodes.id })
    .from(emailCodes)
    .where(
      and(
        eq(emailCodes.address, address),
        eq(emailCodes.purpose, purpose),
        binding === SESSIONLESS ? undefined : eq(emailCodes.verifiedBySession, binding),
        isNull(emailCodes.consumedAt),
        gt(emailCodes.verifiedAt, new Date(now().getTime() - CODE_TTL_MS)),
      ),
    )
    .get();
}

/** Throws as consumeVerifiedCode does when there is no verified code, and uses nothing up. */
export function assertVerifiedCode(address: string, purpose: CodePurpose, binding: CodeBinding): void {
  if (!findVerified(address, purpose, binding)) throw NOT_VERIFIED[purpose]();
}

/** Uses up the verified code (once); throws when there is none. Call inside the transaction it guards. */
export function consumeVerifiedCode(address: string, purpose: CodePurpose, binding: CodeBinding): void {
  const row = findVerified(address, purpose, binding);
  if (!row) throw NOT_VERIFIED[purpose]();
  getDb().update(emailCodes).set({ consumedAt: now() }).where(eq(emailCodes.id, row.id)).run();
}
