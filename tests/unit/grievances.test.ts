import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { mailQueue } from "~/db/schema-mail";
import { grievanceAnswers, grievances } from "~/db/schema-law";
import { answerGrievance, grievanceQueue, purgeOldGrievances } from "~/domain/safety/grievance-queue.server";
import { clockOf, fileGrievance, followGrievance, newTicket } from "~/domain/safety/grievances.server";
import { followGrievanceSchema, grievanceSchema } from "~/forms/grievance";
import type { GrievanceCategory } from "~/forms/grievance-options";
import { memberCode } from "~/forms/member-id";
import { EnvError, parseEnv } from "~/services/env.server";
import { UserError } from "~/services/user-error.server";
import { registeredMember } from "../support/unit-members";

// Issue 38, item 1 (docs/product-rules.md §41): the grievance officer the configuration must name, complaints with
// their random tickets and their clocks, the answers e-mailed and logged, following a ticket, and the purge.

afterEach(() => vi.useRealTimers());

const OFFICER = {
  GRIEVANCE_OFFICER_NAME: "Farhan Qureshi",
  GRIEVANCE_OFFICER_EMAIL: "grievance@example.org",
  GRIEVANCE_OFFICER_PHONE: "+91 98100 00001",
  GRIEVANCE_OFFICER_ADDRESS: "Jama Masjid Road, Delhi 110006",
};

let counter = 0;
function complaint(category: GrievanceCategory = "harassment", overrides: Record<string, string> = {}) {
  counter += 1;
  return grievanceSchema.parse({
    name: "Rukhsana Begum",
    email: `rukhsana.${counter}@example.in`,
    category,
    details: `A member keeps writing to me after I declined (${counter})`,
    ...overrides,
  });
}
const filer = (clientIp = "203.0.113.9") => ({ language: "hi" as const, clientIp });
const rowOf = (ticket: string) => getDb().select().from(grievances).where(eq(grievances.ticket, ticket)).get()!;
const mailTo = (email: string) => getDb().select().from(mailQueue).where(eq(mailQueue.toEmail, email)).all();

describe("the grievance officer in the configuration", () => {
  it("is required for a production start on https, naming the missing variables and why", () => {
    const production = { NODE_ENV: "production", PUBLIC_URL: "https://rishta.example.in" };
    expect(() => parseEnv(production)).toThrow(EnvError);
    expect(() => parseEnv(production)).toThrow(
      /GRIEVANCE_OFFICER_NAME, GRIEVANCE_OFFICER_EMAIL, GRIEVANCE_OFFICER_PHONE, GRIEVANCE_OFFICER_ADDRESS: are required in production on https: Indian law \(IT Rules 2021, rule 3\(2\)\)/,
    );
    const { GRIEVANCE_OFFICER_PHONE: _phone, ...withoutPhone } = OFFICER;
    expect(() => parseEnv({ ...production, ...withoutPhone })).toThrow(/GRIEVANCE_OFFICER_PHONE: is required/);
    expect(parseEnv({ ...production, ...OFFICER }).GRIEVANCE_OFFICER_NAME).toBe("Farhan Qureshi");
  });

  it("is optional in development and on plain http (a test, a LAN), where the page still explains the process", () => {
    expect(parseEnv({}).GRIEVANCE_OFFICER_NAME).toBeUndefined();
    expect(parseEnv({ NODE_ENV: "production", PUBLIC_URL: "http://localhost:3000" }).GRIEVANCE_OFFICER_NAME).toBe(
      undefined,
    );
  });

  it("is listed with the other mistakes, and its e-mail must be an address", () => {
    expect(() => parseEnv({ PORT: "0", GRIEVANCE_OFFICER_EMAIL: "nobody" })).toThrow(
      /PORT[\s\S]*GRIEVANCE_OFFICER_EMAIL: must be an e-mail address/,
    );
  });
});

describe("a complaint", () => {
  it("gets a random ticket that is not a count, and no letters that are misheard", () => {
    const tickets = new Set(Array.from({ length: 200 }, newTicket));
    expect(tickets.size).toBe(200);
    for (const ticket of tickets) expect(ticket).toMatch(/^GR-[2-9A-HJKMNP-TV-Z]{8}$/);
  });

  it("is stored and acknowledged by e-mail in the complainant's language, without the text they typed", () => {
    const input = complaint("fraud");
    const ticket = fileGrievance(input, filer());
    const row = rowOf(ticket);
    expect(row).toMatchObject({ category: "fraud", status: "received", language: "hi", email: input.email });
    const [mail] = mailTo(input.email);
    expect(mail.kind).toBe("grievance");
    expect(mail.subject).toContain(ticket);
    expect(mail.body).toContain("शिकायत");
    expect(mail.body).not.toContain(input.name);
    expect(mail.body).not.toContain(input.details);
  });

  it("may name a member by their id; an id that names nobody is refused, nothing written", async () => {
    const him = await registeredMember("Male");
    const ticket = fileGrievance(complaint("fake-profile", { memberId: memberCode(him.unqId) }), filer());
    expect(rowOf(ticket).concernedUnqId).toBe(him.unqId);
    const before = getDb().select().from(grievances).all().length;
    const wrong = complaint("fake-profile", { memberId: "MMR00999999" });
    expect(() => fileGrievance(wrong, filer())).toThrow(UserError);
    expect(getDb().select().from(grievances).all().length).toBe(before);
    expect(mailTo(wrong.email)).toEqual([]);
    expect(grievanceSchema.safeParse({ ...wrong, memberId: "Imran" }).success).toBe(false);
  });

  it("is throttled per address: the sixth in an hour is refused", () => {
    const email = "many.complaints@example.in";
    for (let i = 0; i < 5; i += 1) fileGrievance(complaint("other", { email }), filer(`198.51.100.${i}`));
    expect(() => fileGrievance(complaint("other", { email }), filer("198.51.100.77"))).toThrow(/Too many attempts/);
  });
});

describe("the clocks", () => {
  it("give 24 hours to acknowledge; to resolve 15 days, 72 hours (harassment, fraud, fake profile) or 24", () => {
    const createdAt = new Date("2026-12-01T10:00:00Z");
    const other = clockOf({ category: "data-protection", status: "received", createdAt }, createdAt);
    expect(other.acknowledgeBy.toISOString()).toBe("2026-12-02T10:00:00.000Z");
    expect(other.resolveBy.toISOString()).toBe("2026-12-16T10:00:00.000Z");
    expect(other).toMatchObject({ removal: false, prompt: false });
    for (const category of ["harassment", "fraud", "fake-profile"] as const) {
      const clock = clockOf({ category, status: "acknowledged", createdAt }, createdAt);
      expect(clock).toMatchObject({ removal: false, prompt: true, dueAt: new Date("2026-12-04T10:00:00Z") });
    }
    for (const category of ["impersonation", "intimate-image"] as const) {
      const clock = clockOf({ category, status: "acknowledged", createdAt }, createdAt);
      expect(clock).toMatchObject({ removal: true, dueAt: new Date("2026-12-02T10:00:00Z"), overdue: false });
    }
    const late = clockOf(
      { category: "harassment", status: "acknowledged", createdAt },
      new Date("2026-12-04T10:01:00Z"),
    );
    expect(late.overdue).toBe(true);
    expect(clockOf({ category: "harassment", status: "resolved", createdAt }, late.resolveBy).dueAt).toBeNull();
  });

  it("put overdue complaints first in the administrators' queue, then the nearest time limit", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2027-03-01T09:00:00Z"));
    const old = fileGrievance(complaint("data-protection"), filer("192.0.2.1"));
    vi.setSystemTime(new Date("2027-03-02T12:00:00Z")); // the first is now past its 24 hours
    const removal = fileGrievance(complaint("intimate-image"), filer("192.0.2.2"));
    const recent = fileGrievance(complaint("other"), filer("192.0.2.3"));
    const mine = [old, removal, recent];
    const queue = grievanceQueue().open.filter((row) => mine.includes(row.ticket));
    expect(queue.map((row) => [row.ticket, row.clock.overdue, row.clock.removal])).toEqual([
      [old, true, false],
      [removal, false, true],
      [recent, false, false],
    ]);
  });
});

describe("answers and following a ticket", () => {
  it("read a ticket as it is read out or copied: without its GR-, in lower case, with spaces", () => {
    const typed = (ticket: string) => followGrievanceSchema.parse({ ticket, email: "a@example.in" }).ticket;
    for (const ticket of ["GR-4K7MPQ2X", "gr-4k7mpq2x", "4K7MPQ2X", "4k7m pq2x", " GR 4K7M-PQ2X "])
      expect(typed(ticket)).toBe("GR-4K7MPQ2X");
    // A ticket whose own letters begin with GR keeps them.
    expect(typed("GRABCDEF")).toBe("GR-GRABCDEF");
    expect(typed("gr-12")).toBe("GR-12");
  });

  it("are e-mailed and logged with the administrator; the resolution names the appeal", async () => {
    const admin = await registeredMember("Male");
    const input = complaint("impersonation");
    const ticket = fileGrievance(input, { language: "en", clientIp: "192.0.2.50" });
    answerGrievance(admin, { intent: "acknowledge", ticket, message: "We are looking at the profile now." });
    expect(() => answerGrievance(admin, { intent: "acknowledge", ticket, message: "Again" })).toThrow(/already/);
    answerGrievance(admin, { intent: "resolve", ticket, message: "The profile is removed." });
    expect(() => answerGrievance(admin, { intent: "update", ticket, message: "Late" })).toThrow(/already resolved/);

    const logged = getDb()
      .select()
      .from(grievanceAnswers)
      .where(eq(grievanceAnswers.grievanceId, rowOf(ticket).id));
    expect(logged.all().map((row) => [row.action, row.adminUnqId])).toEqual([
      ["acknowledge", admin.unqId],
      ["resolve", admin.unqId],
    ]);
    const mails = mailTo(input.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringContaining("is received"),
      expect.stringContaining("is acknowledged"),
      expect.stringContaining("is resolved"),
    ]);
    expect(mails[2].body).toContain("The profile is removed.");
    expect(mails[2].body).toContain("https://gac.gov.in within 30 days");

    const followed = followGrievance(ticket, input.email, "192.0.2.60")!;
    expect(followed.status).toBe("resolved");
    expect(followed.answers.map((answer) => answer.message)).toEqual([
      "We are looking at the profile now.",
      "The profile is removed.",
    ]);
    expect(followGrievance(ticket, "someone.else@example.in", "192.0.2.60")).toBeNull();
    expect(followGrievance("GR-ZZZZZZZZ", input.email, "192.0.2.60")).toBeNull();
  });
});

describe("the purge", () => {
  it("deletes a complaint three years after it was resolved, and keeps an open one", async () => {
    const admin = await registeredMember("Female");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2027-06-01T00:00:00Z"));
    const resolved = fileGrievance(complaint("other"), filer("192.0.2.70"));
    const open = fileGrievance(complaint("other"), filer("192.0.2.71"));
    answerGrievance(admin, { intent: "resolve", ticket: resolved, message: "Done." });
    vi.setSystemTime(new Date("2030-06-02T00:00:00Z")); // 3 × 365 days and a day: within 3 × 366
    purgeOldGrievances();
    expect(rowOf(resolved)).toBeDefined();
    vi.setSystemTime(new Date("2030-06-04T00:00:00Z"));
    expect(purgeOldGrievances()).toBeGreaterThanOrEqual(1);
    expect(getDb().select().from(grievances).where(eq(grievances.ticket, resolved)).get()).toBeUndefined();
    expect(rowOf(open)).toBeDefined();
  });
});
