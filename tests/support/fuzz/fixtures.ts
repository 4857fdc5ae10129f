import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { queryDb } from "../db";
import { logIn, registerMember } from "../members";
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
  return {
    member: { id: member.id, fields: member.fields },
    leaver: { email: leaver.fields.email, password: leaver.fields.password },
    suitor: { id: suitor.id },
    requestId,
    stranger: { id: stranger.id },
    moderated: { id: moderated.id },
  };
}
