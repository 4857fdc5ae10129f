import { randomInt } from "node:crypto";
import http from "node:http";
import path from "node:path";
import Database from "better-sqlite3";
import sharp from "sharp";
import { ALLOWED_ORIGIN } from "../api/global-setup";
import { ApiClient } from "./client";
import { codeFor, consentOnTheSite, dobForAge, newSignup, verifyEmail } from "./members";

// The original single-page client as it calls /api/v1 (docs/api-contract.md §1, §12): verifyEmail,
// verifyEmailOTP and register go without credentials (no Cookie header at all) from the client's own
// origin, and register sends the builds' exact multipart fields, never `acceptTerms`.

let counter = 0;

/** A stamp unique to this test process (8 digits), for e-mails and phone numbers. */
export function uniqueStamp(): string {
  counter += 1;
  return `${Date.now()}${counter}`.slice(-8);
}

/**
 * The original build's register fields, in the order it sends them (no `acceptTerms`, `height` as
 * `5.9`, `maritalstatus` as `UnMarried`, `weddingBudget` as digits).
 */
export function oldBuildSignup(overrides: Record<string, string> = {}, age = 28): Record<string, string> {
  const stamp = uniqueStamp();
  return {
    fullName: "Mariam Ansari",
    age: String(age),
    gender: "Female",
    fatherName: "Yusuf Ansari",
    motherName: "Rukhsana Ansari",
    GrandFatherName: "Haji Abdul Ansari",
    height: "5.9",
    dob: dobForAge(age),
    maritalstatus: "UnMarried",
    FamilyHead: "Father",
    FamilyHeadOccupation: "Business",
    siblings: "2",
    Sistersiblings: "1",
    pehchan: "Ansari",
    education: "M.A.",
    working: "Lecturer",
    annualIncome: "300000",
    house: "Owned",
    password: "original-pass-1",
    phone: `96${stamp}`,
    email: `original.${stamp}@example.in`,
    area: `Mominpura lane ${stamp}`,
    city: "Nagpur",
    state: "Maharashtra",
    pin: "440018",
    country: "India",
    weddingBudget: "300000",
    weddingStyle: "Traditional",
    ...overrides,
  };
}

/** The newer build's register fields: `Unmarried`, plus `marriedSister` and `marriedBrother`. */
export function newBuildSignup(overrides: Record<string, string> = {}, age = 28): Record<string, string> {
  return {
    ...oldBuildSignup({}, age),
    maritalstatus: "Unmarried",
    marriedSister: "1",
    marriedBrother: "0",
    ...overrides,
  };
}

/**
 * A member registered with a JPEG photo through the API's session flow (verifyEmail, verifyEmailOTP and
 * register in one cookie jar), which works without the original client's changes. Not logged in.
 */
export async function registerWithPhoto(baseUrl: string, dataDir: string, overrides: Record<string, string> = {}) {
  const client = new ApiClient(baseUrl);
  const fields = newSignup(overrides);
  await verifyEmail(client, dataDir, fields.email);
  const body = multipart(fields, await jpeg());
  const response = await client.fetch("/api/v1/auth/register", { method: "POST", body });
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${await response.text()}`);
  const id = (await response.json()).user._id as string;
  // Then on the site, like the members registerMember makes (§41: the register's consent is the original client's).
  consentOnTheSite(dataDir, id);
  return { fields, id };
}

/** A small JPEG of a random colour (so no two members share a content-addressed photo by chance). */
export function jpeg(): Promise<Buffer> {
  const background = { r: randomInt(256), g: randomInt(256), b: randomInt(256) };
  return sharp({ create: { width: 320, height: 240, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

/** The register call's multipart body: the fields as given, then `image` as a JPEG file when given. */
export function multipart(fields: Record<string, string>, photo?: Buffer): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (photo) form.append("image", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "profile.jpg");
  return form;
}

/** A plain fetch from the client's origin, without credentials: no Cookie header is ever sent. */
export function fromClientOrigin(baseUrl: string, apiPath: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("Origin", ALLOWED_ORIGIN);
  return fetch(`${baseUrl}${apiPath}`, { redirect: "manual", ...init, headers });
}

export function postJsonFromClientOrigin(baseUrl: string, apiPath: string, body: unknown): Promise<Response> {
  return fromClientOrigin(baseUrl, apiPath, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

/** verifyEmail then verifyEmailOTP, each without a cookie; throws unless both answer 200. */
export async function verifyEmailWithoutCookie(baseUrl: string, dataDir: string, email: string): Promise<void> {
  const sent = await postJsonFromClientOrigin(baseUrl, "/api/v1/auth/verifyEmail", { email });
  if (sent.status !== 200) throw new Error(`verifyEmail answered ${sent.status} ${await sent.text()}`);
  const otp = await codeFor(dataDir, email, /verification/i);
  const checked = await postJsonFromClientOrigin(baseUrl, "/api/v1/auth/verifyEmailOTP", { email, otp });
  if (checked.status !== 200) throw new Error(`verifyEmailOTP answered ${checked.status} ${await checked.text()}`);
}

/** The register call without a cookie, as the original client sends it. */
export function registerWithoutCookie(baseUrl: string, fields: Record<string, string>, photo?: Buffer) {
  return fromClientOrigin(baseUrl, "/api/v1/auth/register", { method: "POST", body: multipart(fields, photo) });
}

/**
 * `count` listed copies of a member (role member, not blocked), written straight into the server's
 * database under new e-mails, phones and ids; returns their public ids, oldest first.
 */
export function insertListedCopies(dataDir: string, templatePublicId: string, count: number): string[] {
  const db = new Database(path.join(dataDir, "matrimony.db"), { fileMustExist: true });
  try {
    const copied = (db.prepare("select name from pragma_table_info('members')").all() as { name: string }[])
      .map((c) => c.name)
      .filter((name) => !["unq_id", "public_id", "email", "phone", "role", "block_by_admin"].includes(name));
    const insert = db.prepare(
      `insert into members (public_id, email, phone, role, block_by_admin, ${copied.join(", ")})
       select ?, ?, ?, 'member', 0, ${copied.join(", ")} from members where public_id = ?`,
    );
    const ids: string[] = [];
    db.transaction(() => {
      for (let i = 0; i < count; i++) {
        const stamp = uniqueStamp();
        const publicId = [...Array(24)].map(() => randomInt(16).toString(16)).join("");
        insert.run(publicId, `listed.${stamp}.${i}@example.in`, `94${stamp}`, templatePublicId);
        ids.push(publicId);
      }
    })();
    return ids;
  } finally {
    db.close();
  }
}

/** A GET whose Host header is chosen (fetch would send the address it connects to). */
export function getWithHost(
  baseUrl: string,
  apiPath: string,
  host: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { hostname, port, path: apiPath, method: "GET", headers: { ...headers, Host: host } },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode!, body }));
      },
    );
    request.on("error", reject);
    request.end();
  });
}

/** A pattern for an absolute photo URL under `origin`: `<origin>/images/<id>`. */
export function absolutePhotoUrl(origin: string): RegExp {
  return new RegExp(`^${origin.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/images/[^/?#\\s]+$`);
}
