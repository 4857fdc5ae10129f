import { timingSafeEqual } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import { getDb, WRITE } from "~/db/client.server";
import { guardianAccounts, members } from "~/db/schema";
import { guardians } from "~/db/schema-family";
import type { Relation } from "~/forms/family-options";
import type { Language } from "~/forms/languages";
import { now } from "~/services/clock.server";
import { UserError } from "~/services/user-error.server";
import { hashPassword, INVALID_CREDENTIALS, loginLimits } from "../accounts/accounts.server";
import {
  assertVerifiedCode,
  consumeVerifiedCode,
  mailCode,
  storeNewCode,
  throttleCodeSending,
  verifyCode,
} from "../accounts/one-time-codes.server";
import { logGuardianAction } from "./guardian-log.server";
import { hashSecret } from "./guardians.server";
import { firstName, type Gender } from "../accounts/member";
import { passwordMatches } from "../accounts/passwords.server";
import { consumeWithinLimits } from "../accounts/rate-limits.server";
import { endGuardianSessions } from "../accounts/sessions.server";

// A guardian's own account (docs/product-rules.md §32): made when they accept their first invitation, then
// signed in to with its password. It is not a member: it appears in no listing, match or member lookup
// (those read only the members table), and it can send no request.

export const INVITATION_GONE = "This invitation link is no longer valid.";

// The link carries `<guardianId>.<secret>`: 32 random bytes, base64url (43 characters).
const TOKEN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/** The guardian row an invitation link opens while it is usable: invited, unexpired, the right secret. */
function openInvitation(token: string) {
  const match = TOKEN.exec(token);
  if (!match) return undefined;
  const row = getDb()
    .select()
    .from(guardians)
    .where(
      and(eq(guardians.id, Number(match[1])), eq(guardians.status, "invited"), gt(guardians.inviteExpiresAt, now())),
    )
    .get();
  if (!row?.inviteTokenHash) return undefined;
  // Compared in constant time: the time taken says nothing about how much of a guessed secret was right.
  const matches = timingSafeEqual(Buffer.from(row.inviteTokenHash, "hex"), Buffer.from(hashSecret(match[2]), "hex"));
  return matches ? { ...row, tokenHash: row.inviteTokenHash } : undefined;
}

const accountByEmail = (email: string) =>
  getDb().select().from(guardianAccounts).where(eq(guardianAccounts.email, email)).get();

export type InvitationView = {
  memberFirstName: string;
  memberGender: Gender;
  guardianName: string;
  email: string;
  relation: Relation;
  canAnswer: boolean;
  hasAccount: boolean;
};

/** What the accept page shows of a usable invitation, or null (malformed, unknown, expired, revoked, used). */
export function invitationFor(token: string): InvitationView | null {
  const row = openInvitation(token);
  if (!row) return null;
  const member = getDb()
    .select({ fullName: members.fullName, gender: members.gender })
    .from(members)
    .where(eq(members.unqId, row.memberUnqId))
    .get()!;
  return {
    memberFirstName: firstName(member.fullName),
    memberGender: member.gender,
    guardianName: row.name,
    email: row.email,
    relation: row.relation,
    canAnswer: row.canAnswer,
    hasAccount: accountByEmail(row.email) !== undefined,
  };
}

const gone = () => new UserError(INVITATION_GONE, { status: 410 });

/**
 * Accepts an invitation and returns the guardian's account id. A new address gets an account with `name` and
 * `password`; an address that already has one (a guardian of a brother too) must give its password, throttled
 * as a login is. The link works once: the row becomes active with the account and its token is cleared.
 */
export async function acceptInvitation(
  token: string,
  input: { name: string; password: string },
  clientIp: string,
): Promise<number> {
  const invitation = openInvitation(token);
  if (!invitation) throw gone();
  const existing = accountByEmail(invitation.email);
  let passwordHash: string | undefined;
  if (existing) {
    const giveBack = consumeWithinLimits(...loginLimits(invitation.email, clientIp, "guardian-login"));
    if (!(await passwordMatches(input.password, existing.passwordHash)))
      throw new UserError("The password is not correct.", { status: 401, field: "password" });
    giveBack();
  } else {
    passwordHash = await hashPassword(input.password);
  }
  const db = getDb();
  return db.transaction(() => {
    const at = now();
    const accountId =
      existing?.id ??
      db
        .insert(guardianAccounts)
        .values({
          email: invitation.email,
          name: input.name,
          passwordHash: passwordHash!,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing()
        .returning({ id: guardianAccounts.id })
        .get()?.id;
    // Another tab made the account a moment ago: its password is now the one to give.
    if (accountId === undefined)
      throw new UserError("An account for this address now exists. Please reload and give its password.", {
        status: 409,
      });
    // Only while still open with this very secret: of two accepts at once, one succeeds.
    const accepted = db
      .update(guardians)
      .set({ status: "active", accountId, acceptedAt: at, inviteTokenHash: null, inviteExpiresAt: null })
      .where(
        and(
          eq(guardians.id, invitation.id),
          eq(guardians.status, "invited"),
          eq(guardians.inviteTokenHash, invitation.tokenHash),
        ),
      )
      .returning({ id: guardians.id })
      .get();
    if (!accepted) throw gone();
    logGuardianAction(invitation.id, invitation.memberUnqId, "accepted-invitation");
    return accountId;
  }, WRITE);
}

/** Declines an invitation: it ends as a revoked one does, and the member's log says the guardian declined. */
export function declineInvitation(token: string): void {
  const invitation = openInvitation(token);
  if (!invitation) throw gone();
  getDb().transaction(() => {
    const declined = getDb()
      .update(guardians)
      .set({ status: "revoked", inviteTokenHash: null, inviteExpiresAt: null, canAnswer: false, revokedAt: now() })
      .where(and(eq(guardians.id, invitation.id), eq(guardians.inviteTokenHash, invitation.tokenHash)))
      .returning({ id: guardians.id })
      .get();
    if (!declined) throw gone();
    logGuardianAction(invitation.id, invitation.memberUnqId, "declined-invitation");
  }, WRITE);
}

/**
 * Checks a guardian's e-mail and password; returns the account id or throws UserError (401 or 429), as
 * verifyLogin does for members, with the same throttles counted under their own keys.
 */
export async function verifyGuardianLogin(email: string, password: string, clientIp: string): Promise<number> {
  const giveBack = consumeWithinLimits(...loginLimits(email, clientIp, "guardian-login"));
  const account = accountByEmail(email);
  const matches = await passwordMatches(password, account?.passwordHash);
  if (!account || !matches) throw new UserError(INVALID_CREDENTIALS, { status: 401 });
  giveBack();
  return account.id;
}

/**
 * Whether an address and password refused on the members' login page are a guardian account's (§32): the page
 * then points the guardian to their own sign-in. Only the right password tells it (an address alone says
 * nothing: a guardian's address would give away that someone in that family is on the site), and the try
 * counts under the guardian logins' own throttle (§13) besides the member login's that refused it, so the page
 * is no faster way to guess a guardian's password. bcrypt runs for an unknown address too (passwordMatches).
 */
export async function isGuardianSignIn(email: string, password: string, clientIp: string): Promise<boolean> {
  try {
    await verifyGuardianLogin(email, password, clientIp);
    return true;
  } catch (error) {
    if (error instanceof UserError) return false;
    throw error;
  }
}

export type GuardianAccount = { id: number; name: string; email: string };

/** The signed-in guardian for a session, or null when the account is gone. */
export function findGuardianAccount(id: number): GuardianAccount | null {
  return (
    getDb()
      .select({ id: guardianAccounts.id, name: guardianAccounts.name, email: guardianAccounts.email })
      .from(guardianAccounts)
      .where(eq(guardianAccounts.id, id))
      .get() ?? null
  );
}

/**
 * Sends a guardian's reset code when the address has a guardian account, in the language of the page asking
 * (a guardian has no saved one). The answer and the throttles are the same either way (as for members,
 * docs/product-rules.md §12): nobody learns who is a guardian.
 */
export function requestGuardianReset(email: string, clientIp: string, language: Language = "en"): void {
  throttleCodeSending(email, "guardian-reset", clientIp);
  const code = storeNewCode(email, "guardian-reset");
  if (!accountByEmail(email)) return;
  // After the answer, as for members: even the start of sending would make a known address answer later.
  setImmediate(() =>
    mailCode(email, "guardian-reset", code, language).catch((error: Error) =>
      console.error(`guardian reset: code e-mail failed: ${error.message}`),
    ),
  );
}

export function confirmGuardianReset(email: string, code: string, binding: string, clientIp: string): void {
  verifyCode(email, "guardian-reset", code, binding, clientIp);
}

/** Sets a guardian's new password after a code verified in this browser; ends every session of the account. */
export async function completeGuardianReset(email: string, password: string, binding: string | undefined) {
  assertVerifiedCode(email, "guardian-reset", binding);
  const passwordHash = await hashPassword(password);
  const db = getDb();
  db.transaction(() => {
    consumeVerifiedCode(email, "guardian-reset", binding);
    const account = db
      .update(guardianAccounts)
      .set({ passwordHash, updatedAt: now() })
      .where(eq(guardianAccounts.email, email))
      .returning({ id: guardianAccounts.id })
      .get();
    if (!account) throw new UserError("Error updating password. Try again.");
    endGuardianSessions(account.id);
  }, WRITE);
}
