import { describe, expect, inject, it } from "vitest";
import { ApiClient } from "../support/client";
import { queryDb } from "../support/db";
import { newSignup, registerForm, registerMember, verifyEmail } from "../support/members";

// The matching fields (docs/product-rules.md §23) over /api/v1: optional on register and on the profile
// edit, checked with the field's message, added to the profile answers; brothers and sisters may be 0.

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");

const MATCHING = {
  about: "Eldest of three.\nI teach Urdu at a girls' school.",
  lookingFor: "Someone kind who prays.",
  maslak: "SunniHanafi",
  prayer: "FiveTimes",
  motherTongue: "Urdu",
  educationLevel: "PostGraduate",
};

type Stored = Record<string, string | number | null>;
const storedMember = (email: string) =>
  queryDb<Stored>(
    dataDir,
    `select height, height_cm, about, looking_for, maslak, prayer, mother_tongue, education_level, siblings,
      sister_siblings from members where email = ?`,
    email,
  );

async function register(overrides: Record<string, string>) {
  const client = new ApiClient(baseUrl);
  const fields = newSignup(overrides);
  await verifyEmail(client, dataDir, fields.email);
  const response = await client.fetch("/api/v1/auth/register", { method: "POST", body: registerForm(fields) });
  return { response, body: await response.json(), fields };
}

async function login(email: string, password: string) {
  const client = new ApiClient(baseUrl);
  expect((await client.postJson("/api/v1/auth/login", { email, password })).status).toBe(200);
  return client;
}

function patch(client: ApiClient, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return client.fetch("/api/v1/myprofile/viewProfile", { method: "PATCH", body: form });
}

describe("register with the matching fields", () => {
  it("stores them, with the height in centimetres, and answers them in the profiles", async () => {
    const { response, body, fields } = await register({ ...MATCHING, height: "5.4", gender: "Female" });
    expect(response.status).toBe(201);
    expect(storedMember(fields.email)).toEqual([
      {
        height: "5.4",
        height_cm: 163,
        about: MATCHING.about,
        looking_for: MATCHING.lookingFor,
        maslak: "SunniHanafi",
        prayer: "FiveTimes",
        mother_tongue: "Urdu",
        education_level: "PostGraduate",
        siblings: 1,
        sister_siblings: 2,
      },
    ]);

    const own = await (await login(fields.email, fields.password)).fetch("/api/v1/myprofile/viewProfile");
    expect((await own.json()).message).toMatchObject({ ...MATCHING, height: "5.4", heightCm: 163 });

    const man = await registerMember(baseUrl, dataDir, { gender: "Male" });
    const viewer = await login(man.fields.email, man.fields.password);
    const single = await viewer.fetch(`/api/v1/profiles/single/user/${body.user._id}`);
    const { user } = await single.json();
    expect(user).toMatchObject({ ...MATCHING, heightCm: 163, phone: "**********", email: "**********" });
  });

  it("counts a line break as one character, as the browser's limit does", async () => {
    const about = `${"a".repeat(499)}\r\n${"b".repeat(500)}`; // 1,000 characters once the break is one
    const { response, fields } = await register({ about });
    expect(response.status).toBe(201);
    expect(storedMember(fields.email)[0].about).toBe(`${"a".repeat(499)}\n${"b".repeat(500)}`);
  });

  it("registers an only child: 0 brothers and 0 sisters", async () => {
    const { response, fields } = await register({ siblings: "0", Sistersiblings: "0" });
    expect(response.status).toBe(201);
    expect(storedMember(fields.email)[0]).toMatchObject({ siblings: 0, sister_siblings: 0, maslak: null });
  });

  it("stores no centimetres for a height it cannot read, and keeps the text", async () => {
    const { response, fields } = await register({ height: "tall" });
    expect(response.status).toBe(201);
    expect(storedMember(fields.email)[0]).toMatchObject({ height: "tall", height_cm: null });
  });

  it.each([
    ["maslak", "Wahhabi", "Please choose the maslak"],
    ["prayer", "Never", "Please choose the prayer"],
    ["motherTongue", "Klingon", "Please choose the mother tongue"],
    ["educationLevel", "Masters", "Please choose the education level"],
    ["about", "a".repeat(1001), "About me must be at most 1000 characters"],
    ["lookingFor", "b".repeat(1001), "What I am looking for must be at most 1000 characters"],
    ["siblings", "-1", "Number of brothers must be at least 0"],
    ["Sistersiblings", "1.5", "Number of sisters must be a whole number"],
  ])("refuses %s=%j with its message and stores nothing", async (field, value, message) => {
    const { response, body, fields } = await register({ [field]: value });
    expect(response.status).toBe(400);
    expect(body.msg).toBe(message);
    expect(body.errors[field]).toEqual([message]);
    expect(storedMember(fields.email)).toEqual([]);
  });
});

describe("profile edit with the matching fields", () => {
  it("saves them, recomputes the centimetres, keeps what is not sent, clears what is emptied", async () => {
    const member = await registerMember(baseUrl, dataDir, { height: "5 ft 3 in" });
    const client = await login(member.fields.email, member.fields.password);
    expect(storedMember(member.fields.email)[0].height_cm).toBe(160);

    const saved = await patch(client, { ...MATCHING, height: `5'10"`, sibling: "0" });
    expect(saved.status).toBe(200);
    expect((await saved.json()).data).toMatchObject({ ...MATCHING, height: `5'10"`, heightCm: 178, siblings: 0 });

    expect((await patch(client, { height: "163 cm", about: "" })).status).toBe(200);
    expect(storedMember(member.fields.email)[0]).toMatchObject({
      height: "163 cm",
      height_cm: 163,
      about: null,
      looking_for: MATCHING.lookingFor,
      maslak: "SunniHanafi",
      siblings: 0,
    });

    expect((await patch(client, { height: "5 ft 13 in" })).status).toBe(200);
    expect(storedMember(member.fields.email)[0]).toMatchObject({ height: "5 ft 13 in", height_cm: null });
  });

  it.each([
    ["maslak", "Sufi", "Please choose the maslak"],
    ["about", "x".repeat(1001), "About me must be at most 1000 characters"],
    ["Sistersiblings", "-2", "Number of sisters must be at least 0"],
  ])("refuses %s=%j with its message and changes nothing", async (field, value, message) => {
    const member = await registerMember(baseUrl, dataDir, { ...MATCHING, height: "5.4" });
    const client = await login(member.fields.email, member.fields.password);
    const before = storedMember(member.fields.email);
    const response = await patch(client, { [field]: value, height: "6 ft" });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.msg).toBe(message);
    expect(body.errors[field]).toEqual([message]);
    expect(storedMember(member.fields.email)).toEqual(before);
  });
});
