import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import { mailQueue } from "~/db/schema-mail";
import { verificationImages, verificationRequests } from "~/db/schema-verification";
import { todaysNumbers } from "~/domain/site/admin-dashboard.server";
import { createOrPromoteAdmin } from "~/domain/safety/admin.server";
import { fileGrievance } from "~/domain/safety/grievances.server";
import { grievanceSchema } from "~/forms/grievance";
import { getEnv } from "~/services/env.server";
import { registeredMember } from "../support/unit-members";

// Issue 40, item 5 (docs/product-rules.md §16): the numbers on the administrators' dashboard, counted on a fresh
// SQLite file with the clock held. "Today" is the day in India: 20:00 UTC on 10 March is 01:30 on 11 March there.

afterEach(() => {
  vi.useRealTimers();
  getEnv().MODERATION = false;
});

const at = (iso: string) => vi.setSystemTime(new Date(iso));

async function newAdmin() {
  const email = `admin.${Math.random().toString(36).slice(2)}@example.org`;
  await createOrPromoteAdmin(email, "admin-pass-1", "Duty Admin");
  return getDb().select({ unqId: members.unqId }).from(members).where(eq(members.email, email)).get()!.unqId;
}

let filed = 0;
function fileComplaint() {
  filed += 1;
  const input = grievanceSchema.parse({
    name: "Rukhsana Begum",
    email: `dashboard.${filed}@example.in`,
    category: "other",
    details: `The site showed my profile after I asked for it to be hidden (${filed})`,
  });
  fileGrievance(input, { language: "en", clientIp: `192.0.2.${filed}` });
}

function checkRequest(memberUnqId: number, withPicture: boolean, status: "pending" | "approved" = "pending") {
  const db = getDb();
  const { id } = db
    .insert(verificationRequests)
    .values({ memberUnqId, kind: "id", documentType: "aadhaar", forWomen: false, status, createdAt: new Date() })
    .returning({ id: verificationRequests.id })
    .get();
  if (withPicture)
    db.insert(verificationImages)
      .values({ requestId: id, mime: "image/jpeg", data: Buffer.from([1]) })
      .run();
}

function mail(status: "pending" | "sent" | "failed") {
  getDb()
    .insert(mailQueue)
    .values({
      kind: "grievance",
      toEmail: "someone@example.in",
      subject: "A test",
      status,
      nextAttemptAt: new Date(),
      createdAt: new Date(),
    })
    .run();
}

describe("today's numbers on the admin dashboard", () => {
  it("count today's joiners by India's day, approvals, checks, complaints due and failed mail", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    at("2027-03-09T08:00:00Z");
    const admin = await newAdmin();
    const before = todaysNumbers(admin);
    fileComplaint(); // filed 9 March 08:00 UTC: its acknowledgement was due 10 March 08:00, now overdue

    at("2027-03-10T18:00:00Z"); // 23:30 on 10 March in India: yesterday, seen from 11 March
    const yesterday = await registeredMember("Female");
    fileComplaint(); // acknowledgement due 11 March 18:00 UTC, before the Indian day ends at 18:30 UTC

    at("2027-03-10T19:00:00Z"); // 00:30 on 11 March in India
    getEnv().MODERATION = true;
    const waiting = await registeredMember("Male");
    getEnv().MODERATION = false;
    const approved = await registeredMember("Male");
    fileComplaint(); // due 11 March 19:00 UTC, after today ends: not yet

    checkRequest(waiting.unqId, true);
    checkRequest(yesterday.unqId, false); // its picture has not come: nothing to review yet
    checkRequest(approved.unqId, true, "approved");
    checkRequest(admin, true); // an administrator never reviews their own
    mail("failed");
    mail("failed");
    mail("pending");
    mail("sent");

    at("2027-03-10T20:00:00Z");
    expect(todaysNumbers(admin)).toEqual({
      newMembers: before.newMembers + 2,
      awaitingModeration: before.awaitingModeration + 1,
      idReviews: before.idReviews + 1,
      complaintsDue: before.complaintsDue + 2,
      failedMail: before.failedMail + 2,
    });

    // A day later in India, the two who joined on the 11th are yesterday's; every complaint is now due.
    at("2027-03-11T20:00:00Z");
    const nextDay = todaysNumbers(admin);
    expect(nextDay.newMembers).toBe(before.newMembers);
    expect(nextDay.complaintsDue).toBe(before.complaintsDue + 3);
  });
});
