import sharp from "sharp";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { ApiClient } from "../support/client";
import { queryDb } from "../support/db";
import { registerMember } from "../support/members";

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");

type Member = Awaited<ReturnType<typeof registerMember>>;
let man: Member;
let woman: Member;
let otherWoman: Member;
let blocked: Member;

async function login(member: Member) {
  const client = new ApiClient(baseUrl);
  const response = await client.postJson("/api/v1/auth/login", {
    email: member.fields.email,
    password: member.fields.password,
  });
  expect(response.status).toBe(200);
  return client;
}

beforeAll(async () => {
  man = await registerMember(baseUrl, dataDir, {
    gender: "Male",
    fullName: "Imran Qureshi",
    city: "Bhopal",
    state: "Madhya Pradesh",
  });
  woman = await registerMember(baseUrl, dataDir, {
    gender: "Female",
    fullName: "Zoya Mirza",
    city: "bhopal",
    weddingBudget: "",
  });
  otherWoman = await registerMember(baseUrl, dataDir, {
    gender: "Female",
    fullName: "Hina Baig",
    city: "Patna",
    weddingBudget: "900000",
  });
  blocked = await registerMember(baseUrl, dataDir, { gender: "Female", fullName: "Blocked Person", city: "Bhopal" });
  // The operator's block (the admin pages come later): set directly, as they would.
  const Database = (await import("better-sqlite3")).default;
  const db = new Database(`${dataDir}/matrimony.db`);
  db.prepare("update members set block_by_admin = 1 where public_id = ?").run(blocked.id);
  db.close();
});

async function allCards(client: ApiClient, body: Record<string, unknown>) {
  const response = await client.postJson("/api/v1/profiles/profiles/filter", body);
  expect(response.status).toBe(200);
  return (await response.json()) as {
    all: { _id: string; fullName: string }[];
    data: unknown[];
    total: number;
    success: boolean;
  };
}

describe("listing calls", () => {
  it("gives a member only the opposite gender, not themself or blocked members, whatever gender is sent", async () => {
    const client = await login(man);
    const result = await allCards(client, { gender: "Male", city: "Bhopal", age: 0, budget: 0 });
    const ids = result.all.map((c) => c._id);
    expect(ids).toContain(woman.id);
    expect(ids).not.toContain(man.id);
    expect(ids).not.toContain(blocked.id);
    expect(result.data).toEqual(result.all);
    expect(result.success).toBe(true);
    expect(result.total).toBe(result.all.length);
  });

  it("matches city or state in any case; age and budget are lower bounds, as the original server had", async () => {
    const client = await login(man);
    const ids = async (body: Record<string, unknown>) => (await allCards(client, body)).all.map((c) => c._id);
    expect(await ids({ city: "BHOPAL", age: 18, budget: 0 })).toContain(woman.id);
    // A lower bound leaves out members who gave no budget, and those below it.
    expect(await ids({ city: "Bhopal", budget: 20000 })).not.toContain(woman.id);
    expect(await ids({ city: "Patna", budget: 900000 })).toContain(otherWoman.id);
    expect(await ids({ city: "Patna", budget: 900001 })).not.toContain(otherWoman.id);
    expect(await ids({ city: "Patna", age: 27 })).toContain(otherWoman.id);
    expect(await ids({ city: "Patna", age: 28 })).not.toContain(otherWoman.id);
  });

  it("finds a member by MMR00 id", async () => {
    const client = await login(man);
    const [row] = queryDb<{ unq_id: number }>(dataDir, "select unq_id from members where public_id = ?", otherWoman.id);
    const result = await allCards(client, { unqId: `MMR00${row.unq_id}` });
    expect(result.all.map((c) => c._id)).toEqual([otherWoman.id]);
  });

  it("serves opposite/users to members only, as {opp}", async () => {
    expect((await fetch(`${baseUrl}/api/v1/profiles/opposite/users`)).status).toBe(401);
    const response = await (await login(woman)).fetch("/api/v1/profiles/opposite/users");
    const body = await response.json();
    expect(body.opp.map((c: { _id: string }) => c._id)).toContain(man.id);
    expect(body.opp.every((c: { _id: string }) => c._id !== woman.id && c._id !== otherWoman.id)).toBe(true);
  });

  it("serves the public listing as a bare array of visitors' card fields only", async () => {
    const response = await fetch(`${baseUrl}/api/v1/adminPanel/allUsers`);
    const cards = await response.json();
    expect(Array.isArray(cards)).toBe(true);
    // First name and family-name initial, no ids (docs/product-rules.md §6).
    expect(Object.keys(cards[0]).sort()).toEqual(["age", "fullName", "image", "state", "working"]);
    expect(cards.map((c: { fullName: string }) => c.fullName)).not.toContain("Blocked P.");
    expect(Number(response.headers.get("x-total-count"))).toBeGreaterThanOrEqual(cards.length);
  });

  it("lists cities once each, sorted, ignoring case, without blocked members' cities", async () => {
    const { city } = await (await fetch(`${baseUrl}/api/v1/profiles/city/for/option`)).json();
    const names = city.map((c: { city: string }) => c.city.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(names);
    expect(names).toContain("bhopal");
    expect(city[0]).toHaveProperty("state");
  });

  it.each([
    [{ age: "old" }],
    [{ age: -1 }],
    [{ budget: -5 }],
    [{ city: ["x"] }],
    [{ gender: "Other" }],
    [{ unqId: { $gt: 0 } }],
    [{ page: 0 }],
  ])("answers hostile filter %j with 4xx or an empty list, never 5xx", async (body) => {
    const response = await (await login(man)).postJson("/api/v1/profiles/profiles/filter", body);
    expect(response.status).toBeLessThan(500);
    if (response.ok) expect((await response.json()).total).toBe(0);
  });
});

describe("single member profile", () => {
  it("masks phone and e-mail for a non-connection: nowhere in the JSON", async () => {
    const client = await login(man);
    const response = await client.fetch(`/api/v1/profiles/single/user/${woman.id}`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain(woman.fields.phone);
    expect(text).not.toContain(woman.fields.email);
    const { user } = JSON.parse(text);
    expect(user.phone).toMatch(/^\*+$/);
    expect(user.email).toMatch(/^\*+$/);
    expect(user.connections).toEqual([]);
    expect(text).not.toMatch(/password/i);
  });

  it("answers a malformed id with 400, an unknown, blocked or same-gender id with 404, visitors with 401", async () => {
    const client = await login(man);
    expect((await client.fetch("/api/v1/profiles/single/user/not-an-id")).status).toBe(400);
    expect((await client.fetch(`/api/v1/profiles/single/user/${"0".repeat(24)}`)).status).toBe(404);
    expect((await client.fetch(`/api/v1/profiles/single/user/${blocked.id}`)).status).toBe(404);
    expect((await client.fetch(`/api/v1/profiles/single/user/${man.id}`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/api/v1/profiles/single/user/${woman.id}`)).status).toBe(401);
  });
});

describe("own profile edit", () => {
  it("accepts the edit form's names and a 200x200 data-URL picture, stored and served as a 400x400 image", async () => {
    const member = await registerMember(baseUrl, dataDir, { gender: "Male" });
    const client = await login(member);
    const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: "#c33" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("belong", "Ansari");
    form.set("income", "450000");
    form.set("style", "Traditional");
    form.set("MarriedStatus", "Divorced");
    form.set("image", `data:image/png;base64,${png.toString("base64")}`);
    form.set("role", "admin");
    form.set("Verified", "true");
    form.set("blockByADMIN", "true");
    form.set("unqId", "1");
    const response = await client.fetch("/api/v1/myprofile/viewProfile", { method: "PATCH", body: form });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.msg).toBe("Profile updated successfully");
    expect(body.data).toMatchObject({
      pehchan: "Ansari",
      annualIncome: 450000,
      weddingStyle: "Traditional",
      maritalstatus: "Divorced",
      role: "member",
      Verified: false,
      blockByADMIN: false,
    });
    expect(body.data.fullName).toBe(member.fields.fullName);
    expect(body.data.image.startsWith(`${baseUrl}/images/`)).toBe(true);
    // Members only by default (§27): the owner's own cookie fetches it.
    const image = await client.fetch(new URL(body.data.image).pathname);
    expect(image.headers.get("content-type")).toMatch(/^image\//);
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([400, 400]);
  });

  it("refuses another member's e-mail or phone, and bad values, changing nothing", async () => {
    const member = await registerMember(baseUrl, dataDir, { gender: "Male" });
    const client = await login(member);
    for (const [field, value] of [
      ["email", woman.fields.email],
      ["phone", woman.fields.phone],
      ["age", "abc"],
      ["pin", "12"],
      ["dob", "2015-01-01"],
    ]) {
      const form = new FormData();
      form.set(field, value);
      const response = await client.fetch("/api/v1/myprofile/viewProfile", { method: "PATCH", body: form });
      expect(response.status, `${field}=${value}`).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    const { message } = await (await client.fetch("/api/v1/myprofile/viewProfile")).json();
    expect(message.email).toBe(member.fields.email);
    expect(message.phone).toBe(member.fields.phone);
  });
});
