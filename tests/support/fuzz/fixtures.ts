import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { queryDb } from "../db";
import { ApiClient } from "../client";
import { logIn, registerMember } from "../members";
import { waitForMail } from "../outbox";
import { TINY_PNG } from "./hostile-values";
import type { RunningServer } from "../server";
import type { Fixtures } from "./targets";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../../..");

export const ADMIN = { email: "fuzz.admin@example.org", password: "admin-pass-fuzz" };

/** The administrator ADMIN, made with the operator's command. */
export async function createAdmin(server: RunningServer): Promise<void> {
  await run("npm", ["run", "--silent", "admin:create", "--", "--email", ADMIN.email, "--password", ADMIN.password], {
    cwd: root,
    env: { ...process.env, DATA_DIR: server.dataDir },
  });
}

export const GUARDIAN_PASSWORD = "guardian-pass-fuzz";

/** Invites a guardian from a member's /family page; returns the invitation link's token. */
async function invite(server: RunningServer, member: Record<string, string>, email: string): Promise<string> {
  const session = await logIn(server.baseUrl, member);
  const values = { intent: "invite", name: "Fuzz Guardian", email, relation: "father", canAnswer: "on" };
  const response = await session.fetch("/family", { method: "POST", body: new URLSearchParams(values) });
  if (response.status !== 302) throw new Error(`the invitation failed: ${response.status}`);
  const mail = await waitForMail(server.dataDir, email, (m) => m.subject.includes("invites you"));
  return mail.text.match(/token=(\S+)/)![1];
}

/** A guardian of the member who accepted (allowed to answer): their address and guardian row. */
async function acceptedGuardian(server: RunningServer, member: Record<string, string>, email: string) {
  const token = await invite(server, member, email);
  const values = {
    intent: "accept",
    name: "Fuzz Guardian",
    password: GUARDIAN_PASSWORD,
    confirmPassword: GUARDIAN_PASSWORD,
  };
  const accepted = await new ApiClient(server.baseUrl).fetch(`/family/accept?token=${token}`, {
    method: "POST",
    body: new URLSearchParams(values),
  });
  if (accepted.status !== 302) throw new Error(`accepting the invitation failed: ${accepted.status}`);
  return { email, password: GUARDIAN_PASSWORD, guardianId: Number(token.split(".")[0]) };
}

/** A cookie jar signed in as a guardian, through the guardian login form. */
export async function guardianLogIn(baseUrl: string, guardian: { email: string; password: string }) {
  const client = new ApiClient(baseUrl);
  const response = await client.fetch("/guardian/login", { method: "POST", body: new URLSearchParams(guardian) });
  if (response.status !== 302) throw new Error(`guardian login failed: ${response.status}`);
  return client;
}

type Registered = Awaited<ReturnType<typeof registerMember>>;

/**
 * The correspondent asks the member to connect, she accepts, he writes to her twice (once about money) and she
 * reads it: their conversation (docs/product-rules.md §33), with the id of his newest message.
 */
async function conversationWith(server: RunningServer, member: Registered, correspondent: Registered) {
  const his = await logIn(server.baseUrl, correspondent.fields);
  const sent = await his.postJson("/api/v1/connectionRequest/sendrq", { recipientId: member.id });
  if (sent.status !== 201) throw new Error(`the correspondent's request failed: ${sent.status}`);
  const [{ id }] = queryDb<{ id: string }>(
    server.dataDir,
    "select id from connection_requests where sender_unq_id = (select unq_id from members where public_id = ?)",
    correspondent.id,
  );
  const hers = await logIn(server.baseUrl, member.fields);
  const accepted = await hers.fetch(`/api/v1/connectionRequest/sendrq/accept/${id}`);
  if (accepted.status !== 200) throw new Error(`accepting the correspondent failed: ${accepted.status}`);
  // Her guardian is already there: he lets him read before writing (§33), so the guardian's view has messages.
  const consent = new URLSearchParams({ intent: "guardian-consent", choice: "allowed" });
  if ((await his.fetch(`/messages/${id}`, { method: "POST", body: consent })).status !== 302)
    throw new Error("the correspondent's choice about her guardian failed");
  for (const body of ["Assalamu alaikum. I am Imran.", "Please send money for my ticket to my bank account."]) {
    const written = await his.fetch(`/messages/${id}`, { method: "POST", body: new URLSearchParams({ body }) });
    if (written.status !== 302) throw new Error(`the correspondent's message failed: ${written.status}`);
  }
  if ((await hers.fetch(`/messages/${id}`)).status !== 200) throw new Error("the member could not read it");
  const [{ messageId }] = queryDb<{ messageId: number }>(
    server.dataDir,
    "select max(id) as messageId from messages where conversation_id = ?",
    id,
  );
  return { id, correspondentId: correspondent.id, messageId };
}

/**
 * The people the fuzz acts as and points at, with a pending request between two of them, a conversation
 * between two others, and an administrator.
 */
export async function makeFixtures(server: RunningServer): Promise<Fixtures> {
  const register = (gender: "Male" | "Female", extra: Record<string, string> = {}) =>
    registerMember(server.baseUrl, server.dataDir, { gender, ...extra });
  const [member, leaver, suitor, stranger, moderated, correspondent] = await Promise.all([
    // Her mother manages her profile (docs/product-rules.md §31): the profile forms the fuzz spoils, which
    // send her fields, carry "Profile created by" and the contact person's name.
    register("Female", { createdBy: "mother", contactName: "Rukhsana Begum" }),
    register("Female"),
    register("Male"),
    register("Male"),
    register("Female"),
    register("Male"),
  ]);
  const suitorSession = await logIn(server.baseUrl, suitor.fields);
  const sent = await suitorSession.postJson("/api/v1/connectionRequest/sendrq", { recipientId: member.id });
  if (sent.status !== 201) throw new Error(`the suitor's request failed: ${sent.status}`);
  const [{ id: requestId }] = queryDb<{ id: string }>(server.dataDir, "select id from connection_requests");
  await createAdmin(server);
  const guardian = await acceptedGuardian(server, member.fields, "fuzz.guardian@example.in");
  const { guardianId: _, ...guardianLeaver } = await acceptedGuardian(
    server,
    leaver.fields,
    "fuzz.guardian.leaver@example.in",
  );
  const invitationToken = await invite(server, leaver.fields, "fuzz.invitee@example.in");
  const conversation = await conversationWith(server, member, correspondent);
  const story = await storyAdded(server);
  const grievance = await grievanceFiled(server);
  return {
    member: { id: member.id, fields: member.fields },
    leaver: { email: leaver.fields.email, password: leaver.fields.password },
    suitor: { id: suitor.id },
    requestId,
    stranger: { id: stranger.id },
    moderated: { id: moderated.id },
    guardian,
    guardianLeaver,
    invitationToken,
    conversation,
    story,
    grievance,
  };
}

/** A complaint to the grievance officer, filed by a visitor as the page's form sends it. */
async function grievanceFiled(server: RunningServer): Promise<{ ticket: string; email: string }> {
  const email = "fuzz.complainant@example.in";
  const body = new URLSearchParams({ intent: "file", name: "Rashid Khan", email, category: "fraud", details: "Asked" });
  const response = await fetch(`${server.baseUrl}/grievances`, { method: "POST", body, redirect: "manual" });
  if (response.status !== 302) throw new Error(`filing the complaint failed: ${response.status}`);
  const [{ ticket }] = queryDb<{ ticket: string }>(server.dataDir, "select ticket from grievances");
  return { ticket, email };
}

/** A draft success story with a photo, added by ADMIN on /admin/stories as the form sends it. */
async function storyAdded(server: RunningServer): Promise<{ id: number }> {
  const admin = await logIn(server.baseUrl, ADMIN);
  const form = new FormData();
  const fields = { intent: "add", names: "Ayesha & Imran", year: "2024", text: "We met here.", photoConsent: "on" };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("photo", new Blob([new Uint8Array(TINY_PNG)], { type: "image/png" }), "couple.png");
  const response = await admin.fetch("/admin/stories", { method: "POST", body: form });
  if (response.status !== 302) throw new Error(`adding the story failed: ${response.status}`);
  const [{ id }] = queryDb<{ id: number }>(server.dataDir, "select id from success_stories");
  return { id };
}
