import { createCookieSessionStorage, redirect } from "react-router";
import { getEnv } from "~/services/env.server";
import { UserError } from "~/services/user-error.server";

/** `link`: a share link just made (docs/product-rules.md §40), shown once to the member who made it. */
export type Flash = { type: "success" | "error"; message: string; link?: string };

type FlashStorage = ReturnType<typeof createCookieSessionStorage<Record<string, never>, { flash: Flash }>>;

let storage: FlashStorage | undefined;

// A signed cookie that lives for one redirect: the message survives with JavaScript off.
function flashStorage() {
  if (storage) return storage;
  const env = getEnv();
  storage = createCookieSessionStorage<Record<string, never>, { flash: Flash }>({
    cookie: {
      name: "__flash",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secrets: [env.SESSION_SECRET],
      secure: env.PUBLIC_URL?.startsWith("https:") ?? false,
    },
  });
  return storage;
}

export async function redirectWithFlash(url: string, flash: Flash, init: ResponseInit = {}) {
  const session = await flashStorage().getSession();
  session.flash("flash", flash);
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await flashStorage().commitSession(session));
  return redirect(url, { ...init, headers });
}

/** Reads and clears the pending message; send the returned header with the page. */
export async function readFlash(request: Request): Promise<{ flash: Flash | null; setCookie: string | null }> {
  const session = await flashStorage().getSession(request.headers.get("Cookie"));
  const flash = session.get("flash") ?? null;
  if (!flash) return { flash: null, setCookie: null };
  return { flash, setCookie: await flashStorage().destroySession(session) };
}

/** What an action told by a flash message came to: `done` on success, a refusal's (UserError) own message otherwise. */
export async function outcomeOf(run: () => unknown, done: string): Promise<Flash> {
  try {
    await run();
    return { type: "success", message: done };
  } catch (error) {
    if (error instanceof UserError) return { type: "error", message: error.message };
    throw error;
  }
}
