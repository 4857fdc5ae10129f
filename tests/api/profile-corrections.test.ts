import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { ApiClient } from "../support/client";
import { queryDb } from "../support/db";
import { dobForAge, logIn, signedInMember } from "../support/members";

// Gender and date of birth are fixed after signup (docs/product-rules.md §3, §16): a member's own edit
// (the API's PATCH and the profile page's form) may repeat them but never change them; an administrator
// corrects them from the member's admin page, and each correction is logged.
const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");
const root = path.resolve(import.meta.dirname, "../..");
const VIEW_PROFILE = "/api/v1/myprofile/viewProfile";

const member = (gender: "Male" | "Female", overrides: Record<string, string> = {}) =>
  signedInMember(baseUrl, dataDir, gender, overrides);

type Row = { gender: string; dob: string; age: number; working: string; education: string };
const row = (id: string) =>
  queryDb<Row>(dataDir, "select gender, dob, age, working, education from members where public_id = ?", id)[0];
const corrections = (id: string) =>
  queryDb<{ field: string; old_value: string; new_value: string; admin_unq_id: number; created_at: number }>(
    dataDir,
    "select c.field, c.old_value, c.new_value, c.admin_unq_id, c.created_at from profile_corrections c " +
      "join members m on m.unq_id = c.member_unq_id where m.public_id = ? order by c.id",
    id,
  );

function patch(session: ApiClient, values: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) body.set(name, value);
  return session.fetch(VIEW_PROFILE, { method: "PATCH", body });
}

/** The profile page's form, as a browser without JavaScript sends it. */
const postForm = (session: ApiClient, url: string, values: Record<string, string>) =>
  session.fetch(url, { method: "POST", body: new URLSearchParams(values) });

/** The original client's edit form (docs/api-contract.md §8): every field it shows, under its names. */
function clientEditForm(fields: Record<string, string>): Record<string, string> {
  return {
    fullName: fields.fullName,
    fatherName: fields.fatherName,
    motherName: "",
    dob: fields.dob,
    phone: fields.phone,
    email: fields.email,
    gender: fields.gender,
    age: fields.age,
    height: fields.height,
    education: fields.education,
    working: fields.working,
    city: fields.city,
    pin: fields.pin,
    MarriedStatus: fields.maritalstatus,
    belong: fields.pehchan,
    sibling: fields.siblings,
    address: fields.area,
    budget: fields.weddingBudget,
    style: fields.weddingStyle,
    familyHead: fields.FamilyHead,
  };
}

describe("a member cannot change their own gender or date of birth", () => {
  it("PATCH viewProfile refuses a different gender or date of birth with a clear 400 and changes nothing", async () => {
    const woman = await member("Female");
    const before = row(woman.id);
    for (const [field, value, message] of [
      ["gender", "Male", /^Gender cannot be changed after signup\. Only our team can correct it/],
      ["dob", dobForAge(35), /^Date of birth cannot be changed after signup\. Only our team can correct it/],
    ] as const) {
      const response = await patch(woman.session, { [field]: value, working: "Changed by the edit" });
      expect(response.status, field).toBe(400);
      const body = await response.json();
      expect(body.msg).toMatch(message);
      expect(body.message).toBe(body.msg);
      expect(body.error).toBe(body.msg);
      expect(row(woman.id)).toEqual(before);
    }
    // With the client's whole form too (its other fields unchanged).
    const whole = await patch(woman.session, { ...clientEditForm(woman.fields), gender: "Male" });
    expect(whole.status).toBe(400);
    expect(row(woman.id)).toEqual(before);
    expect(corrections(woman.id)).toEqual([]);
  });

  it("the original client's whole edit form with the same gender, date of birth and age still saves", async () => {
    const woman = await member("Female");
    const response = await patch(woman.session, { ...clientEditForm(woman.fields), working: "Lecturer" });
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toMatchObject({
      gender: "Female",
      dob: woman.fields.dob,
      age: Number(woman.fields.age),
      working: "Lecturer",
    });
    expect(row(woman.id)).toMatchObject({ gender: "Female", dob: woman.fields.dob, working: "Lecturer" });
  });

  it("age follows the fixed date of birth: an age kept from before a birthday does not block the edit", async () => {
    const man = await member("Male", { age: "30", dob: dobForAge(30) });
    const stale = { ...clientEditForm(man.fields), age: "29", working: "Tailor" };
    const response = await patch(man.session, stale);
    expect(response.status).toBe(200);
    expect((await response.json()).data).toMatchObject({ age: 30, working: "Tailor" });
    expect(row(man.id)).toMatchObject({ age: 30, dob: man.fields.dob, working: "Tailor" });
  });

  it("the /userProfile form refuses a different gender or date of birth, changing nothing", async () => {
    const woman = await member("Female");
    const { password: _password, acceptTerms: _terms, ...profile } = woman.fields;
    const before = row(woman.id);
    for (const [field, value, message] of [
      ["gender", "Male", "Gender cannot be changed after signup."],
      ["dob", dobForAge(40), "Date of birth cannot be changed after signup."],
    ] as const) {
      const response = await postForm(woman.session, "/userProfile?edit=1", {
        ...profile,
        [field]: value,
        education: "M.Sc.",
      });
      expect(response.status, field).toBe(400);
      expect(await response.text()).toContain(message);
      expect(row(woman.id)).toEqual(before);
    }
  });

  it("the /userProfile form saves without gender, date of birth and age (the dialog shows them as text)", async () => {
    const woman = await member("Female");
    const { password: _p, acceptTerms: _t, gender: _g, dob: _d, age: _a, ...editable } = woman.fields;
    const response = await postForm(woman.session, "/userProfile?edit=1", { ...editable, education: "M.A." });
    expect(response.status).toBe(302);
    expect(row(woman.id)).toMatchObject({ gender: "Female", dob: woman.fields.dob, education: "M.A." });

    const dialog = await (await woman.session.fetch("/userProfile?edit=1")).text();
    expect(dialog).toContain("Only our team can correct these");
    expect(dialog).not.toMatch(/<select[^>]*name="gender"/);
    expect(dialog).not.toMatch(/<input[^>]*name="(dob|age)"/);
  });
});

describe("an administrator corrects gender and date of birth", { timeout: 60_000 }, () => {
  const admin = { email: "corrections.admin@example.org", password: "admin-pass-corrections" };
  let adminSession: ApiClient;
  let adminUnqId: number;

  beforeAll(async () => {
    // Made as the operator does it (README: Operations).
    await promisify(execFile)(
      "npm",
      ["run", "--silent", "admin:create", "--", "--email", admin.email, "--password", admin.password],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir } },
    );
    adminSession = await logIn(baseUrl, admin);
    adminUnqId = queryDb<{ unq_id: number }>(dataDir, "select unq_id from members where email = ?", admin.email)[0]
      .unq_id;
  });

  it("from the member's admin page: saved, logged with who, when, old and new value, shown as history", async () => {
    const [woman, suitor, connection] = await Promise.all([member("Female"), member("Male"), member("Male")]);
    // A pending request would pair two men once she is corrected to Male; an accepted connection stays.
    expect((await suitor.session.postJson("/api/v1/connectionRequest/sendrq", { recipientId: woman.id })).status).toBe(
      201,
    );
    expect(
      (await connection.session.postJson("/api/v1/connectionRequest/sendrq", { recipientId: woman.id })).status,
    ).toBe(201);
    const accepted = queryDb<{ id: string }>(
      dataDir,
      "select r.id from connection_requests r join members m on m.unq_id = r.sender_unq_id where m.public_id = ?",
      connection.id,
    )[0].id;
    expect((await woman.session.fetch(`/api/v1/connectionRequest/sendrq/accept/${accepted}`)).status).toBe(200);

    const started = Date.now();
    const newDob = dobForAge(31);
    const response = await postForm(adminSession, `/admin/members/${woman.id}`, {
      intent: "correct",
      gender: "Male",
      dob: newDob,
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/admin/members/${woman.id}`);
    expect(row(woman.id)).toMatchObject({ gender: "Male", dob: newDob, age: 31 });

    const log = corrections(woman.id);
    expect(
      log.map(({ field, old_value, new_value, admin_unq_id }) => ({ field, old_value, new_value, admin_unq_id })),
    ).toEqual([
      { field: "gender", old_value: "Female", new_value: "Male", admin_unq_id: adminUnqId },
      { field: "dob", old_value: woman.fields.dob, new_value: newDob, admin_unq_id: adminUnqId },
    ]);
    for (const entry of log) {
      expect(entry.created_at).toBeGreaterThanOrEqual(started - 1000);
      expect(entry.created_at).toBeLessThanOrEqual(Date.now() + 1000);
    }

    const page = await (await adminSession.fetch(`/admin/members/${woman.id}`)).text();
    expect(page).toContain("Gender and date of birth corrected. 1 pending request withdrawn.");
    expect(page).toContain("Correction history");
    expect(page).toMatch(/Gender[\s\S]*Female[\s\S]*Male[\s\S]*Site administrator/);

    // Her session goes on, as a man: the pending request is gone, the accepted connection stays.
    const own = await woman.session.fetch(VIEW_PROFILE);
    expect(own.status).toBe(200);
    expect((await own.json()).message).toMatchObject({ gender: "Male", dob: newDob, age: 31 });
    expect(
      queryDb(
        dataDir,
        "select r.status from connection_requests r join members m on m.unq_id = r.recipient_unq_id " +
          "where m.public_id = ? order by r.status",
        woman.id,
      ),
    ).toEqual([{ status: "accepted" }]);
    expect((await suitor.session.fetch(`/api/v1/profiles/single/user/${woman.id}`)).status).toBe(404);
  });

  it("refuses an age under 18, an impossible date and a change that changes nothing; logs nothing", async () => {
    const man = await member("Male");
    const before = row(man.id);
    for (const [values, message] of [
      [{ gender: "Male", dob: dobForAge(17) }, "A member must be 18 or over."],
      [{ gender: "Female", dob: "2001-02-30" }, "Date of birth must be a real date"],
      [{ gender: "Female", dob: "" }, "Date of birth is required"],
      [{ gender: "Other", dob: man.fields.dob }, "Please choose the gender"],
      [{ gender: "Male", dob: man.fields.dob }, "Nothing to correct"],
    ] as const) {
      const response = await postForm(adminSession, `/admin/members/${man.id}`, { intent: "correct", ...values });
      expect(response.status).toBe(302);
      const page = await (await adminSession.fetch(`/admin/members/${man.id}`)).text();
      expect(page, JSON.stringify(values)).toContain(message);
      expect(row(man.id)).toEqual(before);
    }
    expect(corrections(man.id)).toEqual([]);
  });

  it("members get 403 and visitors 404; nothing changes", async () => {
    const [woman, other] = await Promise.all([member("Female"), member("Female")]);
    const values = { intent: "correct", gender: "Male", dob: dobForAge(40) };
    expect((await postForm(woman.session, `/admin/members/${woman.id}`, values)).status).toBe(403);
    expect((await postForm(other.session, `/admin/members/${woman.id}`, values)).status).toBe(403);
    expect((await postForm(new ApiClient(baseUrl), `/admin/members/${woman.id}`, values)).status).toBe(404);
    expect(row(woman.id)).toMatchObject({ gender: "Female", dob: woman.fields.dob });
    expect(corrections(woman.id)).toEqual([]);
  });
});
