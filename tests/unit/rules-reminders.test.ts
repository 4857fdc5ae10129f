import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import { mailQueue } from "~/db/schema-mail";
import { rulesReminders } from "~/db/schema-law";
import { deleteAccount, saveLanguage } from "~/domain/accounts/accounts.server";
import { queueRulesReminders, YEAR_MS } from "~/domain/accounts/rules-reminders.server";
import { deliverDueMail } from "~/domain/mail/mail-delivery.server";
import { createOrPromoteAdmin, setBlocked } from "~/domain/safety/admin.server";
import { removeExpiredRows } from "~/domain/site/housekeeping.server";
import { getEnv } from "~/services/env.server";
import { isolated, readOutbox } from "../support/outbox";
import { registeredMember } from "../support/unit-members";

// The yearly reminder of the rules and privacy policy (IT Rules 2021, rule 3(1); docs/product-rules.md §41): a year
// after the account was made or the last reminder, in the member's language, through the mail queue, a batch per
// hourly housekeeping; never to a blocked, deleted or administrator's account. The clock is the test's.

const DAY = 24 * 3600_000;
const START = new Date("2027-03-01T06:00:00Z");
const at = (days: number) => new Date(START.getTime() + days * DAY);
const site = () => getEnv().SITE_NAME;

/** The reminders queued so far, by member. */
const remindersTo = (unqId: number) =>
  getDb()
    .select({ subject: mailQueue.subject })
    .from(mailQueue)
    .where(sql`${mailQueue.kind} = 'rules-reminder' and ${mailQueue.toUnqId} = ${unqId}`)
    .all();
const reminderRow = (unqId: number) =>
  getDb().select().from(rulesReminders).where(eq(rulesReminders.memberUnqId, unqId)).get();

beforeEach(() => {
  // Each test with its own members: the reminders go to whoever is due, and a batch takes the longest due first.
  getDb().delete(members).run();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe("the yearly reminder of the rules", () => {
  it("goes a year after the account was made, records the time, and not again within the year", async () => {
    const her = await registeredMember("Female");
    vi.setSystemTime(at(364));
    removeExpiredRows();
    expect(remindersTo(her.unqId)).toEqual([]);
    expect(reminderRow(her.unqId)).toMatchObject({ remindedAt: null });

    vi.setSystemTime(at(366));
    removeExpiredRows();
    expect(remindersTo(her.unqId)).toEqual([
      { subject: `${site()}: our yearly reminder of the rules and your privacy` },
    ]);
    expect(reminderRow(her.unqId)).toEqual({
      memberUnqId: her.unqId,
      remindedAt: at(366),
      dueAt: new Date(at(366).getTime() + YEAR_MS),
    });

    vi.setSystemTime(at(366 + 364));
    removeExpiredRows();
    expect(remindersTo(her.unqId)).toHaveLength(1);
    vi.setSystemTime(at(366 + 366));
    removeExpiredRows();
    expect(remindersTo(her.unqId)).toHaveLength(2);
  });

  it("says what the rules allow and forbid, the pages and the member's rights, in English by default", async () => {
    const her = await registeredMember("Female", { fullName: "Rukhsana Qureshi" });
    vi.setSystemTime(at(400));
    queueRulesReminders();
    await deliverDueMail();
    const mail = readOutbox(getEnv().DATA_DIR).find((m) => m.to === her.email && m.subject.includes("yearly"))!;
    const link = (path: string) => `http://localhost:${getEnv().PORT}${path}`;
    expect(mail.text).toContain(`Assalamu alaikum ${isolated("Rukhsana Qureshi")},`);
    expect(mail.text).toContain("You may not:\n- register if you are under 18, or keep more than one profile;");
    expect(mail.text).toContain("- ask anyone for money;");
    expect(mail.text).toContain(`Terms and conditions: ${link("/termCondition")}`);
    expect(mail.text).toContain(`Privacy policy: ${link("/privacyPolicy")}`);
    expect(mail.text).toContain(`How we use your personal data, item by item: ${link("/notice")}`);
    expect(mail.text).toContain(`Complaints and our grievance officer: ${link("/grievances")}`);
    expect(mail.text).toContain(`Download a copy of your data: ${link("/settings/data")}`);
    expect(mail.text).toContain(
      `Withdraw your consent, which erases your account: ${link("/settings/withdraw-consent")}`,
    );
  });

  it("is in the member's language: Hindi and Urdu, the subject holding the site's name only", async () => {
    const hindi = await registeredMember("Female", { fullName: "Shabnam Ansari" });
    saveLanguage(hindi, "hi");
    const urdu = await registeredMember("Male", { fullName: "Tabrez Alam" });
    saveLanguage(urdu, "ur");
    vi.setSystemTime(at(370));
    expect(queueRulesReminders()).toBe(2);
    await deliverDueMail();
    const outbox = readOutbox(getEnv().DATA_DIR);
    const hi = outbox.find((m) => m.to === hindi.email && m.subject.startsWith(site()))!;
    expect(hi.subject).toBe(`${site()}: हमारे नियमों और आपकी निजता के बारे में सालाना याद-दहानी`);
    expect(hi.text).toContain(`अस्सलामु अलैकुम ${isolated("Shabnam Ansari")},`);
    expect(hi.text).toContain("आप ये नहीं कर सकते:");
    expect(hi.text).toContain("अपनी सहमति वापस लें, जिससे आपका खाता मिट जाएगा:");
    // In an Urdu sentence the English name keeps its own direction (isolated, issue 40).
    const ur = outbox.find((m) => m.to === urdu.email && m.subject.startsWith(isolated(site())))!;
    expect(ur.subject).toBe(`${isolated(site())}: ہمارے قواعد اور آپ کی رازداری کے بارے میں سالانہ یاد دہانی`);
    expect(ur.text).toContain(`السلام علیکم ${isolated("Tabrez Alam")}،`);
    expect(ur.text).toContain("آپ یہ نہیں کر سکتے:");
    expect(ur.text).toContain("شرائط و ضوابط:");
  });

  it("is not sent to a blocked account, a deleted one or an administrator", async () => {
    const blocked = await registeredMember("Female");
    setBlocked(blocked.publicId, true);
    const leaving = await registeredMember("Female");
    await createOrPromoteAdmin("rules.admin@example.org", "admin-pass-2027");
    const admin = getDb()
      .select({ unqId: members.unqId })
      .from(members)
      .where(eq(members.email, "rules.admin@example.org"))
      .get()!;
    const member = await registeredMember("Male");
    vi.setSystemTime(at(10));
    queueRulesReminders(); // every account has its row now, due a year after it was made
    await deleteAccount(leaving.unqId, leaving.password);
    expect(reminderRow(leaving.unqId)).toBeUndefined();

    vi.setSystemTime(at(400));
    expect(queueRulesReminders()).toBe(1);
    expect(remindersTo(member.unqId)).toHaveLength(1);
    expect(remindersTo(blocked.unqId)).toEqual([]);
    expect(remindersTo(leaving.unqId)).toEqual([]);
    expect(remindersTo(admin.unqId)).toEqual([]);
    // Unblocked, the member is reminded at the next run: their year has long passed.
    setBlocked(blocked.publicId, false);
    expect(queueRulesReminders()).toBe(1);
    expect(remindersTo(blocked.unqId)).toHaveLength(1);
  });

  it("goes in batches, the longest due first, so a big site does not send every reminder at once", async () => {
    const made = [];
    for (let day = 0; day < 5; day++) {
      vi.setSystemTime(at(day));
      made.push(await registeredMember(day % 2 ? "Male" : "Female"));
    }
    vi.setSystemTime(at(800));
    expect(queueRulesReminders(2)).toBe(2);
    expect(made.map((m) => remindersTo(m.unqId).length)).toEqual([1, 1, 0, 0, 0]);
    expect(queueRulesReminders(2)).toBe(2);
    expect(queueRulesReminders(2)).toBe(1);
    expect(queueRulesReminders(2)).toBe(0);
    expect(made.map((m) => remindersTo(m.unqId).length)).toEqual([1, 1, 1, 1, 1]);
  });
});
