import { UserError } from "~/services/user-error.server";
import { eq } from "drizzle-orm";
import { getDb, WRITE } from "~/db/client.server";
import { members } from "~/db/schema";
import type { Language } from "~/forms/languages";
import { now } from "~/services/clock.server";
import { BLOCKED } from "./accounts.server";
import { checkMobileCode, sendAccountCode } from "./mobile-codes.server";
import { accountLanguageOf, accountsProvingMobile, type MobileAccount } from "./mobile-numbers.server";
import { assertVerifiedCode, consumeVerifiedCode } from "./one-time-codes.server";
import { hashPassword } from "./passwords.server";
import { endMemberSessions } from "./sessions.server";

// Signing in, and setting a new password, with a proven mobile number and an SMS code (docs/product-rules.md
// §38), beside e-mail and password. A number a relative proved on several profiles signs in to the one chosen.

type AccountPurpose = "mobile-sign-in" | "mobile-reset";

export const CHOOSE_PROFILE = "Please choose the profile.";

/** Sends a code for `purpose` when `mobile` is proven on an active account; the same answer either way. */
export function requestMobileCode(mobile: string, purpose: AccountPurpose, clientIp: string, language: Language): void {
  sendAccountCode(mobile, purpose, clientIp, accountLanguageOf(mobile, language));
}

export function confirmMobileCode(
  mobile: string,
  purpose: AccountPurpose,
  code: string,
  binding: string,
  clientIp: string,
) {
  checkMobileCode(mobile, purpose, code, binding, clientIp);
}

/** The profiles this browser may choose among once its code for `mobile` is verified (active ones only). */
export function profilesForMobile(
  mobile: string,
  purpose: AccountPurpose,
  binding: string | undefined,
): Pick<MobileAccount, "publicId" | "fullName">[] {
  assertVerifiedCode(mobile, purpose, binding);
  return activeAccounts(mobile).map(({ publicId, fullName }) => ({ publicId, fullName }));
}

function activeAccounts(mobile: string) {
  return accountsProvingMobile(mobile).filter((account) => !account.blocked);
}

/** The account meant: the one chosen among the number's, or its only one. */
function chosenAccount(mobile: string, publicId: string | undefined): number {
  const all = accountsProvingMobile(mobile);
  if (all.length > 0 && all.every((account) => account.blocked)) throw new UserError(BLOCKED, { status: 403 });
  const active = all.filter((account) => !account.blocked);
  const chosen = publicId ? active.find((account) => account.publicId === publicId) : undefined;
  if (chosen) return chosen.unqId;
  if (active.length === 1 && !publicId) return active[0].unqId;
  // No account left (the number was replaced meanwhile) reads as an expired code: nothing to say about whose.
  if (active.length === 0) throw new UserError("This code has expired or was already used. Please ask for a new code.");
  throw new UserError(CHOOSE_PROFILE);
}

/** Uses up this browser's verified sign-in code for `mobile`; returns the member to sign in. */
export function completeMobileSignIn(mobile: string, binding: string | undefined, publicId?: string): number {
  return getDb().transaction(() => {
    assertVerifiedCode(mobile, "mobile-sign-in", binding);
    const unqId = chosenAccount(mobile, publicId);
    consumeVerifiedCode(mobile, "mobile-sign-in", binding);
    return unqId;
  }, WRITE);
}

/** Sets a new password after a reset code for `mobile` verified in this browser; ends the member's sessions. */
export async function completeMobileReset(
  mobile: string,
  binding: string | undefined,
  publicId: string | undefined,
  password: string,
): Promise<void> {
  // No hashing for a request that cannot succeed: bcrypt's work is what a flood would spend.
  assertVerifiedCode(mobile, "mobile-reset", binding);
  const passwordHash = await hashPassword(password);
  const db = getDb();
  db.transaction(() => {
    const unqId = chosenAccount(mobile, publicId);
    consumeVerifiedCode(mobile, "mobile-reset", binding);
    db.update(members).set({ passwordHash, updatedAt: now() }).where(eq(members.unqId, unqId)).run();
    endMemberSessions(unqId);
  }, WRITE);
}
