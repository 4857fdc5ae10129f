import { createSession, createSessionStorage, type Session } from "react-router";
import {
  createSessionRow,
  deleteSessionRow,
  endMemberSessions,
  readSessionRow,
  REMEMBER_MS,
  sessionBindingOf,
  updateSessionRow,
  type SessionData,
} from "~/domain/accounts/sessions.server";
import { recordSignIn } from "~/domain/accounts/access-log.server";
import { getEnv } from "~/services/env.server";
import { SESSION_COOKIE, sentSessionCookie, signedSessionId } from "./session-cookie.server";

export type { SessionData };

let storage: ReturnType<typeof createSessionStorage<SessionData>> | undefined;

// The signed cookie carries the session id; the rows live in SQLite (app/domain/accounts/sessions.server.ts).
function sessionStorage() {
  if (storage) return storage;
  const env = getEnv();
  storage = createSessionStorage<SessionData>({
    cookie: {
      name: SESSION_COOKIE,
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secrets: [env.SESSION_SECRET],
      secure: env.PUBLIC_URL?.startsWith("https:") ?? false,
    },
    createData: async (data) => createSessionRow(data),
    readData: async (id) => readSessionRow(id),
    updateData: async (id, data) => updateSessionRow(id, data),
    deleteData: async (id) => deleteSessionRow(id),
  });
  return storage;
}

/** Whether the browser sent a session cookie at all (signed in, or an anonymous draft); no database read. */
export function hasSessionCookie(request: Request): boolean {
  return sentSessionCookie(request.headers.get("Cookie")) !== undefined;
}

/**
 * The request's session, as React Router's storage would read it (its id kept even when its row is gone), with the
 * cookie's signature checked synchronously (session-cookie.server.ts).
 */
export async function getSession(request: Request): Promise<Session<SessionData>> {
  const id = signedSessionId(request.headers.get("Cookie"), getEnv().SESSION_SECRET);
  return createSession<SessionData>((id && readSessionRow(id)) || {}, id ?? "");
}

/** The Set-Cookie header for a session; remembered logins get a 30-day cookie, others a browser-session cookie. */
export function commitSession(session: Session<SessionData>) {
  const remember = session.get("remember") && session.get("memberUnqId");
  return sessionStorage().commitSession(session, remember ? { maxAge: REMEMBER_MS / 1000 } : {});
}

export function destroySession(session: Session<SessionData>) {
  return sessionStorage().destroySession(session);
}

/**
 * Logging out ends every session of the member, on every device: someone who logs out on a shared
 * or lost phone is out everywhere. Returns the Set-Cookie header that clears this browser's cookie.
 */
export function logOut(session: Session<SessionData>) {
  const memberUnqId = session.get("memberUnqId");
  if (memberUnqId) endMemberSessions(memberUnqId);
  return destroySession(session);
}

/**
 * A new session id holding only `data`: the old id (and anything planted in it) is dropped, so a member's
 * login ends a guardian's in that browser and the other way round (docs/product-rules.md §32).
 */
export async function startFreshSession(previous: Session<SessionData>, data: SessionData) {
  if (previous.id) await sessionStorage().destroySession(previous);
  const fresh = await sessionStorage().getSession();
  for (const [key, value] of Object.entries(data)) fresh.set(key as keyof SessionData, value);
  return commitSession(fresh);
}

/** A new session id holding only this member; the sign-in is logged with the address (docs/product-rules.md §41). */
export function startMemberSession(
  previous: Session<SessionData>,
  memberUnqId: number,
  remember: boolean,
  clientIp: string,
) {
  recordSignIn({ memberUnqId }, clientIp);
  return startFreshSession(previous, { memberUnqId, remember });
}

/** The hashed id of a session, for binding one-time codes to the browser that verified them. */
export function sessionBinding(session: Session<SessionData>): string | undefined {
  return session.id ? sessionBindingOf(session.id) : undefined;
}

/**
 * The request's session, created now if it has none yet, so that it has an id
 * (one-time codes are bound to it). Send `setCookie` with the response when set.
 */
export async function ensureSession(request: Request): Promise<{ session: Session<SessionData>; setCookie?: string }> {
  const session = await getSession(request);
  if (session.id) return { session };
  const setCookie = await commitSession(session);
  const created = await sessionStorage().getSession(setCookie.split(";")[0]);
  return { session: created, setCookie };
}
