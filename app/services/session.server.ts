import { createHash, randomBytes } from "node:crypto";
import { createSessionStorage, type Session } from "@remix-run/node";
import { and, eq, gt, lt } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { sessions } from "~/db/schema";
import { now } from "./clock.server";
import { getEnv } from "./env.server";

/** What a browser session may hold. Only the server ever reads it. */
export type SessionData = {
  memberUnqId?: number;
  remember?: boolean;
  signupDraft?: Record<string, string>;
  resetEmail?: string;
};

const REMEMBER_MS = 30 * 24 * 3600_000; // "Remember me": 30 days
const BROWSER_SESSION_MS = 24 * 3600_000; // otherwise the row outlives no browser day
const ANONYMOUS_MS = 2 * 3600_000; // signup drafts and password resets

// The cookie carries the id; the table stores only its hash, so a leaked
// database cannot be replayed as cookies.
const hashId = (id: string) => createHash("sha256").update(id).digest("hex");

function lifetimeMs(data: SessionData): number {
  if (!data.memberUnqId) return ANONYMOUS_MS;
  return data.remember ? REMEMBER_MS : BROWSER_SESSION_MS;
}

const SESSION_COOKIE = "__session";
const SESSION_COOKIE_SENT = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`);

let storage: ReturnType<typeof createSessionStorage<SessionData>> | undefined;

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
    async createData(data) {
      const id = randomBytes(32).toString("base64url");
      getDb()
        .insert(sessions)
        .values({
          id: hashId(id),
          memberUnqId: data.memberUnqId ?? null,
          data,
          expiresAt: new Date(now().getTime() + lifetimeMs(data)),
          createdAt: now(),
        })
        .run();
      return id;
    },
    async readData(id) {
      const row = getDb()
        .select({ data: sessions.data })
        .from(sessions)
        .where(and(eq(sessions.id, hashId(id)), gt(sessions.expiresAt, now())))
        .get();
      return (row?.data as SessionData | undefined) ?? null;
    },
    async updateData(id, data) {
      // The member never changes within one session id (login makes a new id).
      getDb().update(sessions).set({ data }).where(eq(sessions.id, hashId(id))).run();
    },
    async deleteData(id) {
      getDb().delete(sessions).where(eq(sessions.id, hashId(id))).run();
    },
  });
  return storage;
}

/** Whether the browser sent a session cookie at all (signed in, or an anonymous draft); no database read. */
export function hasSessionCookie(request: Request): boolean {
  return SESSION_COOKIE_SENT.test(request.headers.get("Cookie") ?? "");
}

export function getSession(request: Request) {
  return sessionStorage().getSession(request.headers.get("Cookie"));
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

/** A new session id holding only this member: the old id (and anything planted in it) is dropped. */
export async function startMemberSession(previous: Session<SessionData>, memberUnqId: number, remember: boolean) {
  if (previous.id) await sessionStorage().destroySession(previous);
  const fresh = await sessionStorage().getSession();
  fresh.set("memberUnqId", memberUnqId);
  fresh.set("remember", remember);
  return commitSession(fresh);
}

/** The hashed id of a session, for binding one-time codes to the browser that verified them. */
export function sessionBinding(session: Session<SessionData>): string | undefined {
  return session.id ? hashId(session.id) : undefined;
}

/** Ends every session of a member (logout everywhere, password change, block). */
export function endMemberSessions(memberUnqId: number): void {
  getDb().delete(sessions).where(eq(sessions.memberUnqId, memberUnqId)).run();
}

export function deleteExpiredSessions(): void {
  getDb().delete(sessions).where(lt(sessions.expiresAt, now())).run();
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
