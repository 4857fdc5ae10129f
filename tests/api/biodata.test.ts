import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { ApiClient } from "../support/client";
import { connectMembers, signedInMember, type SignedInMember } from "../support/members";

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");

// The biodata (docs/product-rules.md §40) over real HTTP: its PDF per reader (the PDF's own text read back), the
// share links a member makes (counted, revoked, 410), and bad input answered without a 5xx.

let owner: SignedInMember;
let stranger: SignedInMember;
let connection: SignedInMember;
let visitors = 0;
/** A visitor of their own (an address of their own behind the trusted proxy), without a session. */
const visitor = () => new ApiClient(baseUrl, `192.0.2.${++visitors}`);

async function pdfText(response: Response): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

const post = (session: ApiClient, path: string, fields: Record<string, string>) =>
  session.fetch(path, { method: "POST", body: new URLSearchParams(fields) });

/** Makes a link on /settings/biodata as a browser without JavaScript does; returns its address's path. */
async function makeLink(fields: Record<string, string>): Promise<string> {
  const made = await post(owner.session, "/settings/biodata", { intent: "make", days: "7", ...fields });
  expect([made.status, made.headers.get("location")]).toEqual([302, "/settings/biodata"]);
  const page = await (await owner.session.fetch("/settings/biodata")).text();
  return page.match(/\/biodata\/\d+\.[A-Za-z0-9_-]{43}/)![0];
}

beforeAll(async () => {
  owner = await signedInMember(baseUrl, dataDir, "Female", { fullName: "Ayesha Biodata" });
  stranger = await signedInMember(baseUrl, dataDir, "Male");
  connection = await signedInMember(baseUrl, dataDir, "Male");
  await connectMembers(connection, owner);
});

describe("the biodata PDF", () => {
  it("is a PDF with the name and no contact details for a member who is not a connection", async () => {
    const response = await stranger.session.fetch(`/profile/${owner.id}/biodata.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const text = await pdfText(response);
    expect(text).toContain("Ayesha Biodata");
    expect(text).not.toContain(owner.fields.phone);
    expect(text).not.toContain(owner.fields.email);
    expect(text).toMatch(/Made for MMR00\d+/);
  });

  it("has the phone and e-mail for a connection", async () => {
    const text = await pdfText(await connection.session.fetch(`/profile/${owner.id}/biodata.pdf`));
    expect(text).toContain("Ayesha Biodata");
    expect(text).toContain(owner.fields.phone);
    expect(text).toContain(owner.fields.email);
  });

  it("has no contact details on the page for a stranger either, and is private", async () => {
    const response = await stranger.session.fetch(`/profile/${owner.id}/biodata`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const html = await response.text();
    expect(html).toContain("Ayesha Biodata");
    expect(html).not.toContain(owner.fields.phone);
    expect(html).not.toContain(owner.fields.email);
  });

  it("answers 404 for a member one may not see, and a visitor is sent to log in", async () => {
    const other = await signedInMember(baseUrl, dataDir, "Female");
    expect((await other.session.fetch(`/profile/${owner.id}/biodata.pdf`)).status).toBe(404);
    expect((await stranger.session.fetch(`/profile/nobody/biodata`)).status).toBe(404);
    expect((await visitor().fetch(`/profile/${owner.id}/biodata.pdf`)).status).toBe(302);
  });
});

describe("share links", () => {
  it("are opened by a visitor, counted, revoked, then 410 with nothing of the member", async () => {
    const path = await makeLink({ label: "Khan family" });
    const guest = visitor();
    const page = await guest.fetch(path);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain("Ayesha Biodata");
    expect(html).toContain("Made for Khan family");
    expect(html).not.toContain(owner.fields.phone);
    expect(html).not.toContain(owner.fields.email);
    const pdf = await guest.fetch(`${path}/pdf`);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const text = await pdfText(pdf);
    expect(text).toContain("Ayesha Biodata");
    expect(text).toContain("Khan family");
    expect(text).not.toContain(owner.fields.phone);

    const list = await (await owner.session.fetch("/settings/biodata")).text();
    expect(list).toContain("Khan family");
    expect(list).toContain("2 views");
    const linkId = path.match(/\/biodata\/(\d+)\./)![1];
    const revoked = await post(owner.session, "/settings/biodata", { intent: "revoke", linkId });
    expect(revoked.status).toBe(302);
    const gone = await guest.fetch(path);
    expect(gone.status).toBe(410);
    const goneHtml = await gone.text();
    expect(goneHtml).not.toContain("Ayesha");
    expect(goneHtml).toContain("This link is no longer available.");
    const gonePdf = await guest.fetch(`${path}/pdf`);
    expect(gonePdf.status).toBe(410);
    expect(gonePdf.headers.get("content-type")).not.toContain("pdf");
  });

  it("answers 410 past its limit of views", async () => {
    const path = await makeLink({ label: "One look", maxViews: "1" });
    expect((await visitor().fetch(path)).status).toBe(200);
    expect((await visitor().fetch(path)).status).toBe(410);
  });

  it("answers 410 for a made-up token", async () => {
    expect((await visitor().fetch(`/biodata/1.${"A".repeat(43)}`)).status).toBe(410);
    expect((await visitor().fetch(`/biodata/nothing`)).status).toBe(410);
    expect((await visitor().fetch(`/biodata/nothing/pdf`)).status).toBe(410);
  });

  it("refuse bad input with a message, never a 5xx, and write nothing", async () => {
    const before = await (await owner.session.fetch("/settings/biodata")).text();
    const count = (html: string) => html.match(/class="card biodata-link"/g)?.length ?? 0;
    const cases: [Record<string, string>, RegExp][] = [
      [{ intent: "make", label: "", days: "7" }, /Label is required/],
      [{ intent: "make", label: "X".repeat(61), days: "7" }, /at most 60/],
      [{ intent: "make", label: "Khan", days: "9" }, /how long the link works/],
      [{ intent: "make", label: "Khan", days: "7", maxViews: "abc" }, /whole number from 1 to 1000/],
      [{ intent: "make", label: "Khan", days: "7", maxViews: "0" }, /whole number from 1 to 1000/],
      [{ intent: "make", label: "Kh\u202Ean", days: "7" }, /one line/],
    ];
    for (const [fields, message] of cases) {
      const response = await post(owner.session, "/settings/biodata", fields);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(await response.text()).toMatch(message);
    }
    expect((await post(owner.session, "/settings/biodata", { intent: "revoke", linkId: "x" })).status).toBe(404);
    expect((await post(owner.session, "/settings/biodata", { intent: "nope" })).status).toBe(400);
    const after = await (await owner.session.fetch("/settings/biodata")).text();
    expect(count(after)).toBe(count(before));
  });

  it("cannot be revoked by another member", async () => {
    const path = await makeLink({ label: "Mine" });
    const linkId = path.match(/\/biodata\/(\d+)\./)![1];
    expect((await post(stranger.session, "/settings/biodata", { intent: "revoke", linkId })).status).toBe(404);
    expect((await visitor().fetch(path)).status).toBe(200);
  });
});

describe("throttling", () => {
  it("limits the PDFs a member makes in an hour", async () => {
    const reader = await signedInMember(baseUrl, dataDir, "Male");
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const response = await reader.session.fetch(`/profile/${owner.id}/biodata.pdf`);
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  }, 60_000);
});
