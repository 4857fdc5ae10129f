import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import {
  deleteAccount,
  hashPassword,
  registerMember,
  confirmEmailVerification,
  startEmailVerification,
} from "~/domain/accounts/accounts.server";
import { createOrPromoteAdmin, searchMembers, setBlocked } from "~/domain/safety/admin.server";
import { answerConnectionRequest, sendConnectionRequest } from "~/domain/connections/connections.server";
import { listConnections } from "~/domain/connections/connection-lists.server";
import { submitEnquiry } from "~/domain/mail/enquiries.server";
import { listProfiles, listVisitorProfiles } from "~/domain/listing/listing.server";
import { subscribeToNewsletter } from "~/domain/mail/newsletter.server";
import { findActiveMember } from "~/domain/accounts/member-lookup.server";
import { registerSchema } from "~/forms/profile";
import { getEnv } from "~/services/env.server";
import { lastCodeSentTo, readOutbox } from "../support/outbox";
import { deliverDueMail } from "~/domain/mail/mail-delivery.server";
import { newSignup } from "../support/members";

const IP = "198.51.100.1";

async function newMember(gender: "Male" | "Female") {
  const { password, ...input } = registerSchema.parse(newSignup({ gender }));
  await startEmailVerification(input.email, IP);
  const code = lastCodeSentTo(getEnv().DATA_DIR, input.email);
  confirmEmailVerification(input.email, code, `b-${input.email}`, IP);
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  );
  const created = await registerMember(
    { ...input, passwordHash: await hashPassword(password) },
    new Uint8Array(png),
    `b-${input.email}`,
  );
  const member = findActiveMember(created.unqId)!;
  return { ...member, email: input.email, phone: input.phone, password };
}

/** Every text and number value in every table, to look for traces of a member. */
function everyValue(): string {
  const db = getDb();
  const userTables = sql`type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%'`;
  const tables = db.all<{ name: string }>(sql`select name from sqlite_master where ${userTables}`);
  return tables
    .map(({ name }) =>
      JSON.stringify(db.all(sql.raw(`select * from "${name}"`)), (_k, v) => (v && v.type === "Buffer" ? undefined : v)),
    )
    .join("\n");
}

describe("account deletion", () => {
  it("leaves no row holding the member's id, e-mail or phone, and the other side's connections update", async () => {
    const leaving = await newMember("Female");
    const staying = await newMember("Male");
    await sendConnectionRequest(staying, leaving.publicId);
    const other = await newMember("Male");
    await sendConnectionRequest(other, leaving.publicId);
    const { requests } = (await import("~/domain/connections/connection-lists.server")).listIncomingRequests(
      leaving.unqId,
    );
    await answerConnectionRequest(leaving, requests.find((r) => r.sender.publicId === staying.publicId)!.id, "accept");
    await submitEnquiry({ name: "Leaving", email: leaving.email, contact: leaving.phone, message: "hello" });
    subscribeToNewsletter(leaving.email);
    expect(listConnections(staying.unqId).total).toBe(1);

    await expect(deleteAccount(leaving.unqId, "wrong-password")).rejects.toThrow("The password is not correct.");
    await deleteAccount(leaving.unqId, leaving.password);

    // Mail to and about the member went with the account (the request notices to them, the acceptance
    // notice about them, the enquiry's notice): the goodbye is the one row left, and it holds their address
    // only until it is sent.
    const queued = getDb().all<{ kind: string }>(sql`select kind from mail_queue`);
    expect(queued).toEqual([{ kind: "account-deleted" }]);
    await deliverDueMail();

    const values = everyValue();
    expect(values).not.toContain(leaving.email);
    expect(values).not.toContain(leaving.phone);
    expect(values).not.toContain(leaving.publicId);
    expect(getDb().all(sql`select 1 from members where unq_id = ${leaving.unqId}`)).toEqual([]);
    const leavingId = leaving.unqId;
    expect(
      getDb().all(
        sql`select 1 from connection_requests where sender_unq_id = ${leavingId} or recipient_unq_id = ${leavingId}`,
      ),
    ).toEqual([]);
    expect(listConnections(staying.unqId).total).toBe(0);
    expect(
      readOutbox(getEnv().DATA_DIR)
        .filter((m) => m.to === leaving.email)
        .at(-1)!.subject,
    ).toMatch(/deleted/);
  });
});

describe("blocking and administrators", () => {
  it("a blocked member is not an active viewer and leaves the listing; unblocking brings them back", async () => {
    const member = await newMember("Female");
    const looker = { unqId: 0, gender: "Male" as const };
    expect(listProfiles(looker, { unqId: member.unqId }).total).toBe(1);
    setBlocked(member.publicId, true);
    expect(findActiveMember(member.unqId)).toBeNull();
    expect(listProfiles(looker, { unqId: member.unqId }).total).toBe(0);
    setBlocked(member.publicId, false);
    expect(listProfiles(looker, { unqId: member.unqId }).total).toBe(1);
  });

  it("creates an administrator who never appears in listings, and promotes an existing member", async () => {
    expect(await createOrPromoteAdmin("root@example.org", "admin-pass-1")).toBe("created");
    const admin = searchMembers("root@example.org").members[0];
    expect(admin.role).toBe("admin");
    expect(listVisitorProfiles({ unqId: admin.unqId }).total).toBe(0);
    const member = await newMember("Male");
    expect(await createOrPromoteAdmin(member.email, "new-admin-pass")).toBe("promoted");
    expect(findActiveMember(member.unqId)!.role).toBe("admin");
  });

  it("searches members by name, e-mail, phone or MMR00 id", async () => {
    const member = await newMember("Female");
    expect(searchMembers(member.email).members.map((m) => m.unqId)).toEqual([member.unqId]);
    expect(searchMembers(member.phone).members.map((m) => m.unqId)).toEqual([member.unqId]);
    expect(searchMembers(`MMR00${member.unqId}`).members.map((m) => m.unqId)).toContain(member.unqId);
    expect(searchMembers("%").total).toBe(0);
  });
});
