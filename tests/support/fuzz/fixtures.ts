import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { queryDb } from "../db";
import { ApiClient } from "../client";
import { logIn, registerMember } from "../members";
import { waitForMail } from "../outbox";
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

/** The people the fuzz acts as and points at, with a pending request between two of them, and an administrator. */
export async function makeFixtures(server: RunningServer): Promise<Fixtures> {
  const register = (gender: "Male" | "Female", extra: Record<string, string> = {}) =>
    registerMember(server.baseUrl, server.dataDir, { gender, ...extra });
  const [member, leaver, suitor, stranger, moderated] = await Promise.all([
    // Her mother manages her profile (docs/product-rules.md §31): the profile forms the fuzz spoils, which
    // send her fields, carry "Profile created by" and the contact person's name.
    register("Female", { createdBy: "mother", contactName: "Rukhsana Begum" }),
    register("Female"),
    register("Male"),
    register("Male"),
    register("Female"),
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
  };
}
