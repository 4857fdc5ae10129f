import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../support/client";
import { queryDb } from "../support/db";
import { HTML_PAGE, OVERSIZE_JPEG } from "../support/hostile-images";
import { logIn, signedInMember, type SignedInMember } from "../support/members";
import { waitForMail } from "../support/outbox";
import { startServer, type RunningServer } from "../support/server";

// The checks by people over HTTP (issue 37, docs/product-rules.md §39), on a server of its own: the operator's
// marking of a women's reviewer changes who sees what, which no other test should feel. Members never reach the
// queue nor a picture; a reviewer not marked for women's documents cannot open or decide a woman's while a marked
// one exists; the picture is never stored by a cache and answers 404 once decided; odd input is a 4xx, never 5xx.

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const ORDINARY = { email: "reviewer@example.org", password: "reviewer-pass-37" };
const FOR_WOMEN = { email: "women.reviewer@example.org", password: "women-reviewer-37" };

const npm = (dataDir: string, ...args: string[]) =>
  run("npm", ["run", "--silent", ...args], { cwd: root, env: { ...process.env, DATA_DIR: dataDir } });

const picture = (background = "#2a6") =>
  sharp({ create: { width: 400, height: 260, channels: 3, background } })
    .jpeg()
    .toBuffer();

function idForm(documentType: string, bytes?: Uint8Array, type = "image/jpeg") {
  const form = new FormData();
  form.append("documentType", documentType);
  if (bytes) form.append("document", new Blob([new Uint8Array(bytes)], { type }), "card.jpg");
  return form;
}

const requestsOf = (dataDir: string, publicId: string) =>
  queryDb<{ id: number; status: string; reason: string | null }>(
    dataDir,
    `select r.id, r.status, r.reason from verification_requests r join members m on m.unq_id = r.member_unq_id
     where m.public_id = ? order by r.id`,
    publicId,
  );
const imageCount = (dataDir: string) =>
  queryDb<{ n: number }>(dataDir, "select count(*) as n from verification_images")[0].n;

describe("checks by people over HTTP", { timeout: 120_000 }, () => {
  let server: RunningServer;
  let ordinary: ApiClient;
  let forWomen: ApiClient;
  let her: SignedInMember;
  let him: SignedInMember;
  let hers: number;
  let his: number;
  beforeAll(async () => {
    server = await startServer();
    for (const admin of [ORDINARY, FOR_WOMEN]) {
      await npm(server.dataDir, "admin:create", "--", "--email", admin.email, "--password", admin.password);
    }
    ordinary = await logIn(server.baseUrl, ORDINARY);
    forWomen = await logIn(server.baseUrl, FOR_WOMEN);
    her = await signedInMember(server.baseUrl, server.dataDir, "Female", { fullName: "Rukhsar Verifyme" });
    him = await signedInMember(server.baseUrl, server.dataDir, "Male", { fullName: "Tabrez Verifyme" });
    for (const member of [her, him]) {
      const sent = await member.session.fetch("/settings/verification?intent=id", {
        method: "POST",
        body: idForm("pan", await picture()),
      });
      expect(sent.status).toBe(302);
      expect(sent.headers.get("location")).toBe("/settings/verification");
    }
    [{ id: hers }] = requestsOf(server.dataDir, her.id);
    [{ id: his }] = requestsOf(server.dataDir, him.id);
  }, 120_000); // two npm scripts (tsx) and two signups on a busy 2-core machine
  afterAll(() => server.stop());

  const image = (client: ApiClient | null, id: number | string) =>
    client
      ? client.fetch(`/admin/verification/${id}/image`)
      : fetch(`${server.baseUrl}/admin/verification/${id}/image`);
  const decide = (client: ApiClient, fields: Record<string, string>) =>
    client.fetch("/admin/verification", { method: "POST", body: new URLSearchParams(fields) });

  it("shows the member her request waiting, and refuses a second one", async () => {
    const page = await (await her.session.fetch("/settings/verification")).text();
    expect(page).toContain("PAN card: waiting for our team since");
    const again = await her.session.fetch("/settings/verification?intent=id", {
      method: "POST",
      body: idForm("passport", await picture()),
    });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("A request of this kind is already waiting for our team");
    expect(requestsOf(server.dataDir, her.id)).toHaveLength(1);
  });

  it("never lets a member or a visitor see the queue or a picture", async () => {
    expect((await her.session.fetch("/admin/verification")).status).toBe(403);
    expect((await fetch(`${server.baseUrl}/admin/verification`)).status).toBe(404);
    for (const client of [her.session, him.session, null]) {
      const response = await image(client, hers);
      expect(response.status).toBe(404);
      expect(response.headers.get("cache-control")).toContain("no-store");
    }
    const post = await her.session.fetch("/admin/verification", {
      method: "POST",
      body: new URLSearchParams({ intent: "approve", requestId: String(hers) }),
    });
    expect(post.status).toBe(403);
    expect(requestsOf(server.dataDir, her.id)[0].status).toBe("pending");
  });

  it("serves the picture to a reviewer with no-store, as a WebP without the upload's metadata", async () => {
    const response = await image(ordinary, his);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("content-type")).toBe("image/webp");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(8, 12).toString("latin1")).toBe("WEBP");
    expect((await sharp(bytes).metadata()).width).toBe(400);
  });

  it("sends a woman's document only to the reviewer marked for women's documents, once one exists", async () => {
    // None marked: every administrator sees hers.
    expect((await image(ordinary, hers)).status).toBe(200);
    expect(await (await ordinary.fetch("/admin/verification")).text()).toContain("Rukhsar Verifyme");
    const { stdout } = await npm(server.dataDir, "admin:women-reviewer", "--", "--email", FOR_WOMEN.email);
    expect(stdout).toContain(`${FOR_WOMEN.email} now reviews women's documents and selfies.`);

    const queue = await (await ordinary.fetch("/admin/verification")).text();
    expect(queue).not.toContain("Rukhsar Verifyme");
    expect(queue).toContain("Tabrez Verifyme");
    expect((await image(ordinary, hers)).status).toBe(404);
    const refused = await decide(ordinary, { intent: "approve", requestId: String(hers), photoId: "" });
    expect(refused.status).toBe(302);
    expect(await (await ordinary.fetch("/admin/verification")).text()).toContain(
      "Only an administrator who reviews women&#x27;s documents may decide this request.",
    );
    expect(requestsOf(server.dataDir, her.id)[0].status).toBe("pending");

    expect(await (await forWomen.fetch("/admin/verification")).text()).toContain("Rukhsar Verifyme");
    expect((await image(forWomen, hers)).status).toBe(200);
    const before = imageCount(server.dataDir);
    const rejected = await decide(forWomen, {
      intent: "reject",
      requestId: String(hers),
      reason: "The PAN number cannot be read.",
    });
    expect(rejected.status).toBe(302);
    expect(requestsOf(server.dataDir, her.id)[0]).toMatchObject({
      status: "rejected",
      reason: "The PAN number cannot be read.",
    });
    expect(imageCount(server.dataDir)).toBe(before - 1);
    for (const client of [forWomen, ordinary]) expect((await image(client, hers)).status).toBe(404);
    const mail = await waitForMail(server.dataDir, her.fields.email, (m) => /could not be verified/.test(m.subject));
    expect(mail.text).toContain("The PAN number cannot be read.");
    const page = await (await her.session.fetch("/settings/verification")).text();
    expect(page).toContain("The PAN number cannot be read.");
    expect(page).toContain('name="document"');
  });

  it("approves a man's ID: the picture answers 404 afterwards and his settings say verified", async () => {
    const approved = await decide(ordinary, { intent: "approve", requestId: String(his), photoId: "" });
    expect(approved.status).toBe(302);
    expect((await image(ordinary, his)).status).toBe(404);
    const [member] = queryDb<{ type: string; at: number | null }>(
      server.dataDir,
      "select id_document_type as type, id_verified_at as at from members where public_id = ?",
      him.id,
    );
    expect(member.type).toBe("pan");
    expect(member.at).toBeGreaterThan(0);
    expect(await (await him.session.fetch("/settings")).text()).toMatch(/ID(<!-- -->)?: (<!-- -->)?verified on/);
    const again = await decide(ordinary, { intent: "approve", requestId: String(his), photoId: "" });
    expect(again.status).toBe(302);
    expect(await (await ordinary.fetch("/admin/verification")).text()).toContain("This request was already decided.");
  });

  it("answers odd input with a 4xx and a message, writing nothing", async () => {
    const requests = () => queryDb<{ n: number }>(server.dataDir, "select count(*) as n from verification_requests");
    const before = { requests: requests()[0].n, images: imageCount(server.dataDir) };
    const member = await signedInMember(server.baseUrl, server.dataDir, "Male");
    const post = (query: string, body: BodyInit, headers?: Record<string, string>) =>
      member.session.fetch(`/settings/verification${query}`, { method: "POST", body, headers });
    const cases: [string, Promise<Response>, string | null][] = [
      ["no intent", post("", idForm("pan", await picture())), "Something went wrong!"],
      ["unknown intent", post("?intent=toString", idForm("pan", await picture())), "Something went wrong!"],
      ["a web page", post("?intent=id", idForm("pan", HTML_PAGE, "image/png")), "Please choose an image file"],
      ["6 MB", post("?intent=id", idForm("pan", OVERSIZE_JPEG)), "The photo must be 5 MB or smaller."],
      ["no file", post("?intent=id", idForm("pan")), "Please choose a photo to send."],
      ["a type not listed", post("?intent=id", idForm("ration-card", await picture())), "type of document"],
      ["text for the file", post("?intent=id", new URLSearchParams({ documentType: "pan", document: "x" })), null],
      ["JSON", post("?intent=id", '{"documentType":"pan"}', { "Content-Type": "application/json" }), null],
      ["no boundary", post("?intent=id", "--x\r\n", { "Content-Type": "multipart/form-data" }), null],
      ["no selfie started", post("?intent=selfie", new FormData()), "Please start the photo check again"],
      ["no profile photo", post("?intent=start-photo", new FormData()), "Add a profile photo first"],
    ];
    for (const [what, sent, message] of cases) {
      const response = await sent;
      expect(response.status, what).toBeGreaterThanOrEqual(400);
      expect(response.status, what).toBeLessThan(500);
      if (message) expect(await response.text(), what).toContain(message);
    }
    for (const requestId of ["", "abc", "-1", "0", "1.5", "1e400", "99999999999999999999", String(his)]) {
      for (const intent of ["approve", "reject", "hide", ""]) {
        const response = await decide(ordinary, { intent, requestId, reason: "Blurred." });
        expect(response.status, `${intent} ${requestId}`).toBeLessThan(500);
      }
    }
    const empty = await decide(ordinary, { intent: "reject", requestId: "1", reason: "   " });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Please write the reason for the rejection: the member reads it.");
    for (const id of ["abc", "0", "-1", "1.0", "99999999999999999999", "%00", "1%2F..%2F1"]) {
      expect((await image(ordinary, id)).status, id).toBe(404);
    }
    expect({ requests: requests()[0].n, images: imageCount(server.dataDir) }).toEqual(before);
  });
});
