import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { ApiClient } from "../support/client";
import { queryDb } from "../support/db";
import { logIn, newShortSignup, newSignup, registerForm, signedInMember, verifyEmail } from "../support/members";
import { createProfile, postForm, sendSignupCodes } from "../support/site-signup";

// "Profile created by" and the contact person (docs/product-rules.md §31): the register call with and without
// them, the short signup's plain form posts, the profile edit, and the contact person's name kept to those
// who see contact details.
const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");
const root = path.resolve(import.meta.dirname, "../..");

const CONTACT_NAME_REQUIRED = "Contact person's name is required when family or a friend manages the profile";
const MANAGER_COLUMNS = "profile_created_by, contact_relation, contact_name";
type ManagerRow = { profile_created_by: string; contact_relation: string | null; contact_name: string | null };
const managerOf = (email: string) =>
  queryDb<ManagerRow>(dataDir, `select ${MANAGER_COLUMNS} from members where email = ?`, email)[0];

async function register(overrides: Record<string, string>) {
  const client = new ApiClient(baseUrl);
  const fields = newSignup(overrides);
  await verifyEmail(client, dataDir, fields.email);
  const response = await client.fetch("/api/v1/auth/register", { method: "POST", body: registerForm(fields) });
  return { response, fields };
}

describe("the register call", () => {
  it("without the fields (the original client): created by the member, no contact person", async () => {
    const { response, fields } = await register({});
    expect(response.status).toBe(201);
    expect(managerOf(fields.email)).toEqual({ profile_created_by: "self", contact_relation: null, contact_name: null });
  });

  it("with a relation and a name: stored, the created-by following the relation", async () => {
    const { response, fields } = await register({ createdBy: "grandmother", contactName: "Zubeda Khatoon" });
    expect(response.status).toBe(201);
    expect(managerOf(fields.email)).toEqual({
      profile_created_by: "relative",
      contact_relation: "grandmother",
      contact_name: "Zubeda Khatoon",
    });
  });

  it("refuses a relation without a name, a choice not offered and a name too long, writing nothing", async () => {
    for (const [overrides, field, message] of [
      [{ createdBy: "father" }, "contactName", CONTACT_NAME_REQUIRED],
      [{ createdBy: "father", contactName: "   " }, "contactName", CONTACT_NAME_REQUIRED],
      [{ createdBy: "parent", contactName: "Rafiq" }, "createdBy", "Please choose who created the profile"],
      [
        { createdBy: "father", contactName: "R".repeat(61) },
        "contactName",
        "Contact person's name must be at most 60 characters",
      ],
    ] as const) {
      const { response, fields } = await register(overrides);
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect((await response.json()).errors[field]).toEqual([message]);
      expect(managerOf(fields.email)).toBeUndefined();
    }
  });
});

/** The short signup's forms as a browser without JavaScript posts them, in one browser session. */
describe("the short signup without JavaScript", () => {
  const invalidContactName =
    /<input[^>]*aria-invalid="true"[^>]*name="contactName"|name="contactName"[^>]*aria-invalid/;

  it("refuses a relative without a name on the name's field, opens nothing, then signs up with one", async () => {
    const client = new ApiClient(baseUrl, "198.19.31.1");
    const fields = newShortSignup({ profileFor: "mother:Male", contactName: "" });
    const refused = await postForm(client, "/signup", { intent: "step1", ...fields });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain(CONTACT_NAME_REQUIRED.replace("'", "&#x27;"));
    expect(page).toMatch(invalidContactName);
    // The codes' step does not open; the choice is kept, as everything typed.
    const stillTheForm = await (await client.fetch("/signup?step=2")).text();
    expect(stillTheForm).not.toContain("<h2>Enter the codes we sent</h2>");
    expect(stillTheForm).toMatch(/<option value="mother:Male" selected="">I am his mother<\/option>/);

    const named = { ...fields, contactName: "Shahnaz Begum" };
    const created = await createProfile(client, await sendSignupCodes(client, dataDir, named));
    expect([created.status, created.headers.get("location")]).toEqual([302, "/welcome"]);
    expect(managerOf(fields.email)).toEqual({
      profile_created_by: "parent",
      contact_relation: "mother",
      contact_name: "Shahnaz Begum",
    });
  });

  it("starts with no choice made, and a name typed For myself is not kept", async () => {
    const client = new ApiClient(baseUrl, "198.19.31.2");
    const first = await (await client.fetch("/signup")).text();
    expect(first).toMatch(/<select[^>]*name="profileFor"[^>]*><option value="">Choose…<\/option>/);
    expect(first).not.toMatch(/<option value="[^"]+" selected="">/);
    const fields = newShortSignup({ profileFor: "self", contactName: "Somebody Typed" });
    const codes = await sendSignupCodes(client, dataDir, fields);
    expect(await (await client.fetch("/signup?step=1")).text()).toMatch(/<option value="self" selected="">/);
    expect((await createProfile(client, codes)).status).toBe(302);
    expect(managerOf(fields.email)).toEqual({ profile_created_by: "self", contact_relation: null, contact_name: null });
  });
});

describe("the profile edit", () => {
  it("the page's form changes the manager, refuses a relation without a name; Myself clears it", async () => {
    const member = await signedInMember(baseUrl, dataDir, "Female", {
      createdBy: "father",
      contactName: "Rafiq Sheikh",
    });
    const { password: _p, acceptTerms: _t, ...fields } = member.fields;
    const edit = (changes: Record<string, string>) =>
      member.session.fetch("/userProfile?edit=1", {
        method: "POST",
        body: new URLSearchParams({ ...fields, ...changes }),
      });
    const form = await (await member.session.fetch("/userProfile?edit=1")).text();
    expect(form).toMatch(/<option value="father" selected="">Father<\/option>/);
    expect(form).toMatch(/name="contactName"[^>]*value="Rafiq Sheikh"|value="Rafiq Sheikh"[^>]*name="contactName"/);

    const refused = await edit({ createdBy: "aunt", contactName: "" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(CONTACT_NAME_REQUIRED);
    expect(managerOf(fields.email)).toMatchObject({ contact_relation: "father", contact_name: "Rafiq Sheikh" });

    expect((await edit({ createdBy: "aunt", contactName: "Nasreen Bano" })).status).toBe(302);
    expect(managerOf(fields.email)).toEqual({
      profile_created_by: "relative",
      contact_relation: "aunt",
      contact_name: "Nasreen Bano",
    });
    // The original client's PATCH never sends them: they stay.
    const patch = new FormData();
    patch.set("working", "Lecturer");
    expect((await member.session.fetch("/api/v1/myprofile/viewProfile", { method: "PATCH", body: patch })).status).toBe(
      200,
    );
    expect(managerOf(fields.email)).toMatchObject({ contact_relation: "aunt", contact_name: "Nasreen Bano" });

    expect((await edit({ createdBy: "self", contactName: "Nasreen Bano" })).status).toBe(302);
    expect(managerOf(fields.email)).toEqual({ profile_created_by: "self", contact_relation: null, contact_name: null });
  });

  it("answers odd values with a 4xx, never a 5xx", async () => {
    const member = await signedInMember(baseUrl, dataDir, "Male");
    const { password: _p, acceptTerms: _t, ...fields } = member.fields;
    for (const changes of [
      { createdBy: "father\u0000", contactName: "A" },
      { createdBy: "toString", contactName: "A" },
      { createdBy: "__proto__", contactName: "A" },
      { createdBy: "father", contactName: "x".repeat(100_000) },
    ]) {
      const page = await member.session.fetch("/userProfile?edit=1", {
        method: "POST",
        body: new URLSearchParams({ ...fields, ...changes }),
      });
      expect(page.status, changes.createdBy).toBe(400);
      const api = await member.session.fetch("/api/v1/myprofile/viewProfile", {
        method: "PATCH",
        body: registerForm(changes),
      });
      expect(api.status, changes.createdBy).toBe(400);
    }
    expect(managerOf(fields.email)).toEqual({ profile_created_by: "self", contact_relation: null, contact_name: null });
  });
});

describe("the contact person's name leaves the server only for those who see contact details", () => {
  const CONTACT = "Unusualcontact Qasmi";
  let bride: Awaited<ReturnType<typeof signedInMember>>;
  let stranger: ApiClient;
  let connection: ApiClient;
  let admin: ApiClient;

  beforeAll(async () => {
    bride = await signedInMember(baseUrl, dataDir, "Female", { createdBy: "father", contactName: CONTACT });
    stranger = (await signedInMember(baseUrl, dataDir, "Male")).session;
    const groom = await signedInMember(baseUrl, dataDir, "Male");
    connection = groom.session;
    expect((await connection.postJson("/api/v1/connectionRequest/sendrq", { recipientId: bride.id })).status).toBe(201);
    const { requests } = await (await bride.session.fetch("/api/v1/connectionRequest/forme")).json();
    expect((await bride.session.fetch(`/api/v1/connectionRequest/sendrq/accept/${requests[0]._id}`)).status).toBe(200);
    // Made as the operator does it (README: Operations).
    const operator = { email: "created-by.admin@example.org", password: "admin-pass-created-by" };
    await promisify(execFile)(
      "npm",
      ["run", "--silent", "admin:create", "--", "--email", operator.email, "--password", operator.password],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir } },
    );
    admin = await logIn(baseUrl, operator);
  }, 60_000); // four signups and the operator's command, on a shared 2-core machine

  const innerProfile = () => `/InnerProfile/${bride.id}`;
  const routeData = () => `/InnerProfile/${bride.id}.data?_routes=${encodeURIComponent("routes/InnerProfile.$id")}`;

  it("a member not connected: the managed-by line, not the name, in HTML, hydration data or JSON", async () => {
    const html = await (await stranger.fetch(innerProfile())).text();
    expect(html).toContain("Profile managed by her father");
    for (const path of [innerProfile(), routeData(), `/api/v1/profiles/single/user/${bride.id}`]) {
      const response = await stranger.fetch(path);
      expect(response.status, path).toBe(200);
      expect((await response.text()).includes(CONTACT), path).toBe(false);
    }
  });

  it("a connection, the member and an administrator: the contact person with the relation", async () => {
    for (const [session, path] of [
      [connection, innerProfile()],
      [bride.session, "/userProfile"],
      [admin, `/admin/members/${bride.id}`],
    ] as const) {
      const html = await (await session.fetch(path)).text();
      expect(html, path).toContain("Profile managed by her father");
      expect(html, path).toContain(`<dt>Contact person</dt><dd><bdi>${CONTACT} (Father)</bdi></dd>`);
    }
  });

  it("the API's answers keep their shapes: none of the new fields", async () => {
    const { user } = await (await connection.fetch(`/api/v1/profiles/single/user/${bride.id}`)).json();
    const { message: own } = await (await bride.session.fetch("/api/v1/myprofile/viewProfile")).json();
    for (const wire of [user, own]) {
      for (const key of ["createdBy", "contactName", "contactRelation", "profileCreatedBy"]) {
        expect(wire).not.toHaveProperty(key);
      }
    }
  });
});
