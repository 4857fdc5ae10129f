import { beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { ApiClient } from "../support/client";
import { guardianInvitations, post } from "../support/api-guardians";
import { connectMembers, signedInMember, submitLoginForm, type SignedInMember } from "../support/members";

// A guardian without dead ends (issue 39; docs/product-rules.md §32) over HTTP: the members' login page points a
// guardian's own address and password to the guardians' sign-in (the API's login answers as before), and a
// guardian's session opens the profiles on the member's page, read-only and private.
const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");
const { acceptedGuardian } = guardianInvitations(baseUrl, dataDir);

const POINTER = 'id="login-guardian-pointer"';

let woman: SignedInMember;
let man: SignedInMember;

beforeAll(async () => {
  man = await signedInMember(baseUrl, dataDir, "Male");
});

// A member may have two guardians at a time: each test starts with a woman of its own, connected with him.
beforeEach(async () => {
  woman = await signedInMember(baseUrl, dataDir, "Female");
  await connectMembers(man, woman);
});

describe("a guardian on the members' login", () => {
  it("the page adds the pointer only for the guardian's own password; the API answers as for any miss", async () => {
    const { email } = await acceptedGuardian(woman);
    const page = (fields: Record<string, string>) => submitLoginForm(new ApiClient(baseUrl), fields);
    const own = await page({ email, password: "guardian password" });
    expect(own.status).toBe(401);
    const html = await own.text();
    expect(html).toContain("Invalid credentials. Please try again.");
    expect(html).toMatch(/id="login-guardian-pointer">This address belongs to a guardian account: sign in at/);
    expect(html).toContain('href="/guardian/login"');
    for (const fields of [
      { email, password: "not his password" },
      { email: woman.fields.email, password: "not her password" },
      { email: "nobody.here@example.in", password: "guardian password" },
    ]) {
      const refused = await page(fields);
      expect(refused.status).toBe(401);
      expect(await refused.text()).not.toContain(POINTER);
    }
    // The API: a guardian's own address and password get exactly what an unknown address gets.
    const api = (body: Record<string, string>) => new ApiClient(baseUrl).postJson("/api/v1/auth/login", body);
    const [asGuardian, asNobody] = await Promise.all([
      api({ email, password: "guardian password" }),
      api({ email: "nobody.else@example.in", password: "guardian password" }),
    ]);
    expect(asGuardian.status).toBe(401);
    expect(await asGuardian.json()).toEqual(await asNobody.json());
  });

  it("counts under the members' login throttle: once spent, no pointer even with the right password", async () => {
    const { email } = await acceptedGuardian(woman);
    const client = new ApiClient(baseUrl);
    // Ten misses in 15 minutes spend the address's member logins (§13); each was a guardian login miss too.
    for (let i = 0; i < 10; i++)
      expect((await submitLoginForm(client, { email, password: `wrong ${i}` })).status).toBe(401);
    const spent = await submitLoginForm(client, { email, password: "guardian password" });
    expect(spent.status).toBe(429);
    expect(spent.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await spent.text()).not.toContain(POINTER);
  });
});

describe("a profile on the guardian's page", () => {
  it("opens read-only for a guardian, private to caches, without the contact details the member sees", async () => {
    const { guardian } = await acceptedGuardian(woman);
    const dashboard = await (await guardian.fetch(`/guardian/${woman.id}`)).text();
    expect(dashboard).toContain(`href="/guardian/${woman.id}/profile/${man.id}"`);
    const response = await guardian.fetch(`/guardian/${woman.id}/profile/${man.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const html = await response.text();
    expect(html).toContain(man.fields.fullName);
    expect(html).toContain("Read-only: you are viewing as");
    expect(html).not.toContain(man.fields.email);
    expect(html).not.toContain(man.fields.phone);
    // The member herself, a connection, sees them on his profile.
    const hers = await (await woman.session.fetch(`/InnerProfile/${man.id}`)).text();
    expect(hers).toContain(man.fields.email);
  });

  it("is 404 for anyone not on the guardian's page, and no page for a member or a visitor", async () => {
    const { guardian } = await acceptedGuardian(woman);
    const stranger = await signedInMember(baseUrl, dataDir, "Male");
    for (const id of [stranger.id, "not-an-id", woman.id])
      expect((await guardian.fetch(`/guardian/${woman.id}/profile/${id}`)).status, id).toBe(404);
    // Another member's page: the guardian does not guard him.
    expect((await guardian.fetch(`/guardian/${man.id}/profile/${woman.id}`)).status).toBe(404);
    for (const client of [woman.session, new ApiClient(baseUrl)]) {
      const response = await client.fetch(`/guardian/${woman.id}/profile/${man.id}`);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toMatch(/^\/guardian\/login\?redirectTo=/);
    }
    // Nothing to post to: the page has no action.
    const posted = await post(guardian, `/guardian/${woman.id}/profile/${man.id}`, { intent: "connect" });
    expect(posted.status).toBe(405);
  });
});
