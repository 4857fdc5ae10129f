import { currentNotice } from "../../app/domain/accounts/notice";
import { ApiClient } from "./client";
import { writeDb } from "./db";
import { waitForMail } from "./outbox";

let counter = 0;
let devices = 0;

/**
 * A browser of its own, on an address of its own (198.18.0.0/15, set aside for tests): the shared API
 * server trusts its proxy (tests/api/global-setup.ts), so members registered and logged in here do not
 * use up one address's hourly code-sending and login limits between them, as members on different phones
 * would not.
 */
function memberDevice(baseUrl: string): ApiClient {
  devices += 1;
  return new ApiClient(baseUrl, `198.18.${(devices >> 8) & 255}.${devices & 255}`);
}

/** The signup's boxes as a browser sends them ticked: the terms, the notice's consent and the declaration (§41). */
export const SIGNUP_BOXES = { acceptTerms: "on", noticeConsent: "on", declaration: "on" };

/**
 * What a new notice version looks like to a member: their consents are all to an older one (the version lives in
 * one place, app/domain/accounts/notice.ts; a browser test changes the member instead of the server).
 */
export function consentToAnOlderNotice(dataDir: string, publicId: string) {
  writeDb(
    dataDir,
    "update consents set notice_version = '0.9' where member_unq_id = (select unq_id from members where public_id = ?)",
    publicId,
  );
}

/** A date of birth (YYYY-MM-DD) that makes someone `age` years old today; the next birthday is ten days away. */
export function dobForAge(age: number): string {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear() - age - 1, today.getUTCMonth(), today.getUTCDate() + 10))
    .toISOString()
    .slice(0, 10);
}

/** A unique, valid signup (the API's register fields) aged `age`. */
export function newSignup(overrides: Record<string, string> = {}, age = 27): Record<string, string> {
  counter += 1;
  const stamp = `${Date.now()}${counter}`.slice(-8);
  return {
    fullName: "Sana Sheikh",
    age: String(age),
    gender: "Female",
    fatherName: "Rafiq Sheikh",
    GrandFatherName: "Haji Ismail",
    height: "5 ft 3 in",
    dob: dobForAge(age),
    maritalstatus: "Unmarried",
    FamilyHead: "Father",
    FamilyHeadOccupation: "Business",
    siblings: "1",
    Sistersiblings: "2",
    pehchan: "Shaikh",
    education: "B.Com",
    working: "Teacher",
    house: "Owned",
    password: "secret-pass-1",
    phone: `97${stamp}`,
    email: `member.${stamp}@example.in`,
    area: "Old City",
    city: "Lucknow",
    state: "Uttar Pradesh",
    pin: "226003",
    country: "India",
    weddingBudget: "200000",
    weddingStyle: "Sunnati(Max 15 People)",
    acceptTerms: "true",
    ...overrides,
  };
}

/**
 * The members' columns the short signup leaves empty (NULL) until the member fills them in Edit Profile
 * (docs/product-rules.md §3, decision 045), with heightCm, which follows the height.
 */
export const LATER_COLUMNS = [
  "fatherName",
  "grandFatherName",
  "height",
  "heightCm",
  "maritalStatus",
  "familyHead",
  "familyHeadOccupation",
  "siblings",
  "sisterSiblings",
  "pehchan",
  "education",
  "working",
  "house",
  "area",
  "city",
  "state",
  "pin",
  "country",
  "weddingStyle",
] as const;

/** A column as the database names it: grandFatherName → grand_father_name. */
export const sqlName = (column: string) => column.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * A unique, valid short signup (the site's /signup form, docs/product-rules.md §3) by its field names: for the
 * member themself unless `profileFor` says "<relation>:<gender>" (then with the contact person's name and the
 * candidate's own contact instead of the gender), the boxes ticked, the honeypot empty.
 */
export function newShortSignup(overrides: Record<string, string> = {}, age = 27): Record<string, string> {
  const { fullName, dob, phone, email, password } = newSignup({}, age);
  const forRelative = overrides.profileFor !== undefined && overrides.profileFor !== "self";
  return {
    profileFor: "self",
    ...(forRelative ? { contactName: "Rukhsana Begum", candidateContact: `candidate.${email}` } : { gender: "Female" }),
    fullName,
    dob,
    phone,
    email,
    password,
    ...SIGNUP_BOXES,
    website: "",
    ...overrides,
  };
}

export async function codeFor(dataDir: string, email: string, subject: RegExp): Promise<string> {
  const mail = await waitForMail(dataDir, email, (m) => subject.test(m.subject));
  return mail.subject.match(/\d{6}/)![0];
}

/** verifyEmail + verifyEmailOTP in the client's session. */
export async function verifyEmail(client: ApiClient, dataDir: string, email: string) {
  expect200(await client.postJson("/api/v1/auth/verifyEmail", { email }));
  const otp = await codeFor(dataDir, email, /verification/i);
  expect200(await client.postJson("/api/v1/auth/verifyEmailOTP", { email, otp }));
}

export function registerForm(
  fields: Record<string, string>,
  image?: { bytes: Uint8Array; name: string; type: string },
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (image) form.append("image", new Blob([new Uint8Array(image.bytes)], { type: image.type }), image.name);
  return form;
}

/**
 * A registered member through the API, as the original client does it (with a photo when one is given). A profile
 * a relative makes (`createdBy` other than "self") waits for its candidate (docs/product-rules.md §31a): unless the
 * test names the candidate's contact itself, one is given and the candidate confirms through the link sent there,
 * as tests of other rules need a profile others can see.
 */
export async function registerMember(
  baseUrl: string,
  dataDir: string,
  overrides: Record<string, string> = {},
  image?: Parameters<typeof registerForm>[1],
) {
  const client = memberDevice(baseUrl);
  const fields = newSignup(overrides);
  const confirmed = fields.createdBy !== undefined && fields.createdBy !== "self" && !("candidateContact" in overrides);
  if (confirmed) fields.candidateContact = `candidate.${fields.email}`;
  await verifyEmail(client, dataDir, fields.email);
  const response = await client.fetch("/api/v1/auth/register", { method: "POST", body: registerForm(fields, image) });
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${await response.text()}`);
  const id = (await response.json()).user._id as string;
  consentOnTheSite(dataDir, id);
  if (confirmed) await confirmAsCandidate(baseUrl, dataDir, fields.candidateContact);
  return { client, fields, id };
}

/**
 * The member then consented to the current notice on the site, as /consent records it (docs/product-rules.md §41):
 * the register marks its consent with the original client's version, and tests of other rules read member pages.
 */
export function consentOnTheSite(dataDir: string, publicId: string) {
  writeDb(
    dataDir,
    `insert into consents (member_unq_id, notice_version, source, declared, language, created_at)
     select unq_id, ?, 'renewal', 1, 'en', ? from members where public_id = ?`,
    currentNotice().version,
    Date.now(),
    publicId,
  );
}

/** The token of the newest confirmation link e-mailed to a candidate (§31a). */
export async function candidateToken(dataDir: string, contact: string): Promise<string> {
  const mail = await waitForMail(dataDir, contact, (m) => /confirm|waits/.test(m.subject));
  return mail.text.match(/confirm-profile\?token=([\w-]+)/)![1];
}

/** The candidate confirms a relative's profile with the link sent to them, in a browser of their own. */
export async function confirmAsCandidate(baseUrl: string, dataDir: string, contact: string) {
  const token = await candidateToken(dataDir, contact);
  const browser = new ApiClient(baseUrl);
  // As a browser does: the page first, whose form names the profile it showed.
  const page = await (await browser.fetch(`/confirm-profile?token=${token}`)).text();
  const shown = page.match(/name="shown" value="([^"]+)"/)![1];
  const response = await browser.fetch(`/confirm-profile?token=${token}`, {
    method: "POST",
    body: new URLSearchParams({ intent: "confirm", shown }),
  });
  if (response.status !== 302) throw new Error(`confirmation failed: ${response.status}`);
}

function expect200(response: Response) {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}`);
}

/** A new cookie jar (a browser or device of its own) logged in as this member through the API. */
export async function logIn(baseUrl: string, fields: Record<string, string>, options: { remember?: boolean } = {}) {
  const client = memberDevice(baseUrl);
  const response = await client.postJson("/api/v1/auth/login", {
    email: fields.email,
    password: fields.password,
    ...options,
  });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return client;
}

/** A member registered through the API, with a session of their own (a cookie jar logged in as them). */
export type SignedInMember = Awaited<ReturnType<typeof registerMember>> & { session: ApiClient };

export async function signedInMember(
  baseUrl: string,
  dataDir: string,
  gender: "Male" | "Female",
  overrides: Record<string, string> = {},
): Promise<SignedInMember> {
  const created = await registerMember(baseUrl, dataDir, { gender, ...overrides });
  return { ...created, session: await logIn(baseUrl, created.fields) };
}

/** Sends the login page's form, as a browser without JavaScript does. */
export function submitLoginForm(client: ApiClient, fields: Record<string, string>, extra: Record<string, string> = {}) {
  return client.fetch("/login", {
    method: "POST",
    body: new URLSearchParams({ intent: "login", email: fields.email, password: fields.password, ...extra }),
  });
}

/**
 * `from` asks `to` to connect and `to` accepts, through /api/v1 as the original client does; returns the
 * connection's id, which is also their conversation's (docs/product-rules.md §33).
 */
export async function connectMembers(from: SignedInMember, to: SignedInMember): Promise<string> {
  const sent = await from.session.postJson("/api/v1/connectionRequest/sendrq", { recipientId: to.id });
  if (sent.status !== 201) throw new Error(`sendrq failed: ${sent.status} ${await sent.text()}`);
  const { requests } = await (await to.session.fetch("/api/v1/connectionRequest/forme")).json();
  const { _id: id } = requests.find((r: { sender: { _id: string } }) => r.sender._id === from.id);
  const accepted = await to.session.fetch(`/api/v1/connectionRequest/sendrq/accept/${id}`);
  if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.status}`);
  return id;
}
