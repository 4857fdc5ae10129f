import { UserError } from "~/services/user-error.server";
import { eq } from "drizzle-orm";
import { getDb, WRITE } from "~/db/client.server";
import { members } from "~/db/schema";
import type { Language } from "~/forms/languages";
import type { NewMemberInput } from "~/forms/profile";
import { now } from "~/services/clock.server";
import { checkAge } from "./ages.server";
import { newPublicId } from "~/services/ids.server";
import { normalisePhoto, PHOTO_MIME } from "~/services/images.server";
import { clientLimitKey, consumeWithinLimits, limitKey, type Limit } from "~/domain/accounts/rate-limits.server";
import { endMemberSessions } from "./sessions.server";
import {
  assertVerifiedCode,
  consumeVerifiedCode,
  mailCode,
  sendCode,
  storeNewCode,
  throttleCodeSending,
  verifyCode,
  type CodeBinding,
} from "./one-time-codes.server";
import { storePhoto } from "../profiles/photos.server";
import { newMemberApproval } from "../safety/approvals.server";
import { eraseAccount } from "./account-erasure.server";
import { flagNewAccount } from "../safety/fake-profile-signals.server";
import type { Viewer } from "./member";
import { hashPassword, passwordMatches } from "./passwords.server";
import { profileColumns } from "../profiles/profile-columns.server";
import { assertPhoneMayBeUsed } from "./mobile-numbers.server";
import { inviteAfterSignup, openCandidateConsent } from "./candidate-consent.server";
import { recordAccountCreation } from "./access-log.server";
import { recordConsent } from "./consents.server";

export { hashPassword };

const MINUTES_15 = 15 * 60_000;
const HOUR = 3600_000;
const CLASH_ANSWERS_PER_HOUR = 3;

export const INVALID_CREDENTIALS = "Invalid credentials. Please try again.";
export const BLOCKED = "Your account has been blocked. Please contact us.";

export function isEmailRegistered(email: string): boolean {
  return getDb().select({ id: members.unqId }).from(members).where(eq(members.email, email)).get() !== undefined;
}

/** Only someone who proved they own this address by code gets this far, so saying so leaks nothing. */
function assertEmailFree(email: string): void {
  if (isEmailRegistered(email))
    throw new UserError("This email is already registered. Please log in or reset your password.", {
      status: 409,
      field: "email",
    });
}

/**
 * Sends the signup code, in the language of the page asking (not a member yet: no saved language). Always the
 * same answer, whether or not the address is registered.
 */
export async function startEmailVerification(
  email: string,
  clientIp: string,
  language: Language = "en",
): Promise<void> {
  await sendCode(email, "signup", clientIp, language);
}

/** Checks the signup code; a wrong one is refused with `wrongCode` (each page words it its own way). */
export function confirmEmailVerification(
  email: string,
  code: string,
  binding: string,
  clientIp: string,
  wrongCode?: string,
): void {
  verifyCode(email, "signup", code, binding, clientIp, wrongCode);
}

/**
 * Creates a member from a complete signup. The e-mail must have been verified by code in this same browser session
 * (`binding`); that code is used up. `mobileProven`: the site's signup, where the phone number was proven by an SMS
 * code in the same session too (docs/product-rules.md §38); the original client's register proves only the e-mail.
 * A relative's profile waits for its candidate (§31a), who is sent a code and a link in `language` (the page's).
 * `clientIp`: kept apart from the profile (§41). `consent`: where the consent to the notice was given (§41, "Notice
 * and consent"): "signup", the site's boxes, the current notice and the declaration; "api", the original client's
 * terms box. The defaults are the original client's register.
 */
export async function registerMember(
  input: NewMemberInput & { passwordHash: string },
  photo: Uint8Array | undefined,
  binding: CodeBinding,
  {
    mobileProven = false,
    language = "en" as Language,
    clientIp = "unknown",
    consent = "api",
  }: { mobileProven?: boolean; language?: Language; clientIp?: string; consent?: "signup" | "api" } = {},
): Promise<{ unqId: number; publicId: string }> {
  checkAge(input.dob, input.age);
  // Decoding a photo is work only someone who proved this address may cause (checked again, used up, below).
  assertVerifiedCode(input.email, "signup", binding);
  if (mobileProven) assertVerifiedCode(input.phone, "mobile-verify", binding);
  // "Already registered" tells a fact about another member: a verified signup may hear it a few
  // times an hour (typos happen), not often enough to test a list of phone numbers. Counted before the
  // check, so simultaneous attempts cannot all hear it; given back unless the answer is "already registered".
  const clashes = { key: limitKey("signup-clash", input.email), max: CLASH_ANSWERS_PER_HOUR, windowMs: HOUR };
  const giveBack = consumeWithinLimits(clashes);
  const db = getDb();
  let created;
  try {
    const photoData = photo ? await normalisePhoto(photo) : undefined;
    created = db.transaction(() => {
      // The code first: only someone who proved this address hears whether it or the phone is taken.
      consumeVerifiedCode(input.email, "signup", binding);
      if (mobileProven) consumeVerifiedCode(input.phone, "mobile-verify", binding);
      assertEmailFree(input.email);
      const columns = profileColumns(input);
      assertPhoneMayBeUsed(input.phone, { createdBy: columns.profileCreatedBy ?? "self", proven: mobileProven });
      const at = now();
      const member = db
        .insert(members)
        .values({
          publicId: newPublicId(),
          ...columns,
          mobileVerifiedAt: mobileProven ? at : null,
          passwordHash: input.passwordHash,
          acceptedTermsAt: at,
          // Proven by the code just used up (the e-mail badge, §39).
          emailVerifiedAt: at,
          // Its signup photo is approved with the profile (docs/product-rules.md §30).
          photoId: photoData ? storePhoto(photoData, PHOTO_MIME) : null,
          ...newMemberApproval(),
          createdAt: at,
          updatedAt: at,
        })
        .returning({ unqId: members.unqId, publicId: members.publicId })
        .get();
      recordAccountCreation(member.unqId, clientIp, at);
      recordConsent(member.unqId, { source: consent, language }, at);
      // A returning reported or blocked account, or another member's photo: flagged to administrators (§29, §39).
      flagNewAccount(member.unqId, input);
      openCandidateConsent(member.unqId, columns.profileCreatedBy, input);
      return member;
    }, WRITE);
  } catch (error) {
    if (!(error instanceof UserError && error.status === 409)) giveBack();
    throw error;
  }
  giveBack();
  await inviteAfterSignup(created.unqId, language);
  return created;
}

/** Whose logins a throttle counts: a member's, or a guardian's (docs/product-rules.md §32), each apart. */
export type LoginKind = "login" | "guardian-login";

// Per account: guessing one member's password stops after 10 misses in 15 minutes (docs/product-rules.md §13).
const accountLimit = (email: string, kind: LoginKind = "login"): Limit => ({
  key: limitKey(`${kind}:account`, email),
  max: 10,
  windowMs: MINUTES_15,
});

/** The login throttles for one address and client (docs/product-rules.md §13). */
export function loginLimits(email: string, clientIp: string, kind: LoginKind = "login"): Limit[] {
  return [
    accountLimit(email, kind),
    // Per client: a flood guard only; thousands share one address behind carrier NAT.
    { key: clientLimitKey(`${kind}:client`, clientIp), max: 300, windowMs: HOUR },
  ];
}

/**
 * Checks an e-mail and password; returns the member's unqId or throws UserError (401, 403 or 429).
 * Every attempt is counted before bcrypt starts, so a burst of simultaneous guesses gets no more than the
 * limit checked (and a spent throttle costs no hashing). A right password was no failure: it gives its own
 * count back, and only that one, so a member's logins never wipe out someone else's misses (§13 counts failures).
 */
export async function verifyLogin(email: string, password: string, clientIp: string): Promise<number> {
  const giveBack = consumeWithinLimits(...loginLimits(email, clientIp));
  const member = getDb()
    .select({ unqId: members.unqId, passwordHash: members.passwordHash, blocked: members.blockByAdmin })
    .from(members)
    .where(eq(members.email, email))
    .get();
  const matches = await passwordMatches(password, member?.passwordHash);
  if (!member || !matches) throw new UserError(INVALID_CREDENTIALS, { status: 401 });
  giveBack();
  if (member.blocked) throw new UserError(BLOCKED, { status: 403 });
  return member.unqId;
}

/**
 * Sends a reset code when the address belongs to an active member, in the language they chose, else in the
 * page's (`language`). The answer is the same either way, throttles included, so nobody can learn who is
 * registered.
 */
export function requestPasswordReset(email: string, clientIp: string, language: Language = "en"): void {
  throttleCodeSending(email, "reset", clientIp);
  const member = getDb()
    .select({ blocked: members.blockByAdmin, language: members.language })
    .from(members)
    .where(eq(members.email, email))
    .get();
  // A code for every address, sent only to an active member's: checking codes for any other address then
  // answers exactly as for a member's (wrong tries counted, "Invalid OTP", then "Too many wrong codes").
  const code = storeNewCode(email, "reset");
  if (!member || member.blocked) return;
  // After the answer: even the start of sending (a file written, a connection opened) would make a
  // registered address answer later.
  setImmediate(() =>
    mailCode(email, "reset", code, member.language ?? language).catch((error: Error) =>
      console.error(`password reset: code e-mail failed: ${error.message}`),
    ),
  );
}

export function confirmPasswordReset(email: string, code: string, binding: string, clientIp: string): void {
  verifyCode(email, "reset", code, binding, clientIp);
}

/** Sets a new password after a reset code verified in this browser session; ends every session of the member. */
export async function completePasswordReset(
  email: string,
  password: string,
  binding: string | undefined,
): Promise<void> {
  // No hashing for a request that cannot succeed: bcrypt's work is what a flood would spend.
  assertVerifiedCode(email, "reset", binding);
  const passwordHash = await hashPassword(password);
  const db = getDb();
  db.transaction(() => {
    consumeVerifiedCode(email, "reset", binding);
    const member = db
      .update(members)
      .set({ passwordHash, updatedAt: now() })
      .where(eq(members.email, email))
      .returning({ unqId: members.unqId })
      .get();
    if (!member) throw new UserError("Error updating password. Try again.");
    endMemberSessions(member.unqId);
  }, WRITE);
}

export type { Viewer };

/** The signed-in member for a session, or null when the session is gone, expired or the member is blocked. */
/** Keeps the language a member chose (issue 18): their pages and e-mails use it on every device. */
export function saveLanguage(viewer: Viewer, language: Language): void {
  // Not a change to the profile: updatedAt (the approval queue's order) stays.
  getDb().update(members).set({ language }).where(eq(members.unqId, viewer.unqId)).run();
}

/**
 * The member's own password, asked before their account is erased (deletion, §15; a withdrawal of consent, §41).
 * Refused on the form's password field; nothing is changed.
 */
export async function confirmOwnPassword(unqId: number, password: string): Promise<void> {
  const member = getDb()
    .select({ email: members.email, passwordHash: members.passwordHash })
    .from(members)
    .where(eq(members.unqId, unqId))
    .get();
  if (!member) throw new UserError("Account not found", { status: 404 });
  // The same password as at login: guesses here count against the same per-account limit.
  consumeWithinLimits(accountLimit(member.email));
  if (!(await passwordMatches(password, member.passwordHash))) {
    throw new UserError("The password is not correct.", { field: "password" });
  }
}

/**
 * Erases a member (DPDP Act 2023; account-erasure.server.ts says what goes and what may stay). Asks for the
 * password first.
 */
export async function deleteAccount(unqId: number, password: string): Promise<void> {
  await confirmOwnPassword(unqId, password);
  eraseAccount(unqId);
}
