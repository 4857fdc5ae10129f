import type { Session } from "react-router";
import { guardedMembers, guardianAccess, type GuardianAccess } from "~/domain/family/guardian-access.server";
import { findGuardianAccount, type GuardianAccount } from "~/domain/family/guardian-accounts.server";
import { endGuardianSessions } from "~/domain/accounts/sessions.server";
import { recordSignIn } from "~/domain/accounts/access-log.server";
import { loginRedirect } from "./login-redirect.server";
import { destroySession, getSession, startFreshSession, type SessionData } from "./session.server";
import { pageUrl } from "./page-url.server";

// A guardian's sign-in (docs/product-rules.md §32), in the same session cookie as a member's but never at the
// same time: a session holds memberUnqId or guardianAccountId. requireViewer reads only the first, so a
// guardian's session opens no member page; requireGuardian reads only the second.

export type { GuardianAccount };

/** The signed-in guardian, or null (a member, a visitor, or an account erased since). */
export async function getGuardian(request: Request): Promise<GuardianAccount | null> {
  const accountId = (await getSession(request)).get("guardianAccountId");
  return accountId ? findGuardianAccount(accountId) : null;
}

/** For the guardian's pages: the account, or a redirect to the guardian login that comes back here. */
export async function requireGuardian(request: Request): Promise<GuardianAccount> {
  const guardian = await getGuardian(request);
  if (guardian) return guardian;
  throw loginRedirect("/guardian/login", pageUrl(request));
}

/** A new session holding only this guardian; the Set-Cookie header for it. The sign-in is logged (§41). */
export function startGuardianSession(previous: Session<SessionData>, accountId: number, clientIp: string) {
  recordSignIn({ guardianAccountId: accountId }, clientIp);
  return startFreshSession(previous, { guardianAccountId: accountId });
}

/** Logging out ends every session of the guardian account, as a member's logout does (a shared phone). */
export function logOutGuardian(session: Session<SessionData>) {
  const accountId = session.get("guardianAccountId");
  if (accountId) endGuardianSessions(accountId);
  return destroySession(session);
}

/**
 * Where a guardian starts: the dashboard of the one member they guard (the usual case), else the list at
 * /guardian. Signing in goes straight there: a second redirect would show its page without the flash message
 * when JavaScript is on (the first answer's root data, which read the message, is dropped).
 */
export function guardianHome(accountId: number): string {
  const guarded = guardedMembers(accountId);
  return guarded.length === 1 ? `/guardian/${guarded[0].publicId}` : "/guardian";
}

/** The signed-in guardian's access to the member in the URL, read afresh for each request; none is a 404. */
export async function requireGuardianAccess(request: Request, memberId: string | undefined): Promise<GuardianAccess> {
  const guardian = await requireGuardian(request);
  const access = guardianAccess(guardian.id, memberId ?? "");
  if (!access) throw new Response("Not Found", { status: 404 });
  return access;
}
