import { createCookie } from "react-router";
import { describe, expect, it } from "vitest";
import { commitSession, getSession } from "~/web/session.server";
import { signedSessionId } from "~/web/session-cookie.server";
import { getEnv } from "~/services/env.server";

// The session cookie is read with node:crypto's HMAC (app/web/session-cookie.server.ts), in the format React
// Router's createCookie signs: what React Router writes is read back, anything altered or signed otherwise is not.

const SECRET = "a-secret-long-enough-for-the-test";
const signed = (value: string, secret = SECRET) =>
  createCookie("__session", { secrets: [secret] })
    .serialize(value)
    .then((header) => header.split(";")[0]);

describe("the session cookie", () => {
  it("reads the id React Router signed, among other cookies", async () => {
    const cookie = await signed("Zm9vYmFyLWlkLTEyMw");
    expect(signedSessionId(cookie, SECRET)).toBe("Zm9vYmFyLWlkLTEyMw");
    expect(signedSessionId(`lng=ImVuIg%3D%3D; ${cookie}; other=1`, SECRET)).toBe("Zm9vYmFyLWlkLTEyMw");
    // What React Router itself reads from it: the same.
    expect(await createCookie("__session", { secrets: [SECRET] }).parse(cookie)).toBe("Zm9vYmFyLWlkLTEyMw");
  });

  it("refuses an altered value, an altered or missing signature and another secret", async () => {
    const cookie = await signed("Zm9vYmFyLWlkLTEyMw");
    const [value, signature] = decodeURIComponent(cookie.slice("__session=".length)).split(".");
    const forged = Buffer.from(JSON.stringify("someone-else")).toString("base64");
    expect(signedSessionId(`__session=${encodeURIComponent(`${forged}.${signature}`)}`, SECRET)).toBeNull();
    expect(signedSessionId(`__session=${encodeURIComponent(`${value}.${signature.slice(1)}A`)}`, SECRET)).toBeNull();
    expect(signedSessionId(`__session=${encodeURIComponent(value)}`, SECRET)).toBeNull();
    expect(signedSessionId(`__session=${encodeURIComponent(`${value}.`)}`, SECRET)).toBeNull();
    expect(signedSessionId(cookie, "another-secret-of-the-same-size!!!")).toBeNull();
    expect(signedSessionId(await signed("x", "another-secret-of-the-same-size!!!"), SECRET)).toBeNull();
  });

  it("refuses malformed cookies without throwing", async () => {
    for (const header of [null, "", "__session=", "__session=%E0%A4%A", "__session=abc.def", "other=1"])
      expect(signedSessionId(header, SECRET)).toBeNull();
    // A signed value that is not a JSON string (React Router would read it as something else than an id).
    expect(signedSessionId(await createCookie("__session", { secrets: [SECRET] }).serialize({ id: 1 }), SECRET)).toBe(
      null,
    );
  });

  it("gives getSession the committed session's id and data, and nothing for a forged one", async () => {
    const session = await getSession(new Request("http://localhost/"));
    session.set("resetEmail", "a@example.com");
    const setCookie = await commitSession(session);
    const cookie = setCookie.split(";")[0];
    const again = await getSession(new Request("http://localhost/", { headers: { Cookie: cookie } }));
    expect(again.id).not.toBe("");
    expect(again.get("resetEmail")).toBe("a@example.com");
    expect(signedSessionId(cookie, getEnv().SESSION_SECRET)).toBe(again.id);

    const forged = await signed(again.id, "not-the-site-secret-at-all-ok!!!");
    const refused = await getSession(new Request("http://localhost/", { headers: { Cookie: forged } }));
    expect(refused.id).toBe("");
    expect(refused.get("resetEmail")).toBeUndefined();
  });
});
