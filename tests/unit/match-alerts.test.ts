import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import { mailQueue } from "~/db/schema-mail";
import { matchAlerts } from "~/db/schema-matching";
import { LISTED_PER_MAIL, nextDueAfter, sendDueAlerts } from "~/domain/matching/match-alert-run.server";
import {
  followPreferences,
  followSearch,
  readAlert,
  stopAlertByToken,
  stopLink,
  WEEK_MS,
} from "~/domain/matching/match-alerts.server";
import { savePreferences, NO_PREFERENCES } from "~/domain/profiles/preferences.server";
import { UserError } from "~/services/user-error.server";
import { insertMembersInBulk, type NewMember } from "../../scripts/demo-members";
import { memberRow } from "../support/member-rows";
import { isolated } from "../support/outbox";

// The weekly new-match e-mail (docs/product-rules.md §26), with the clock moved by hand. Each test has its
// own recipients and newcomers (a city of their own), so what one test adds never fits another's alert.

const DAY = 24 * 3600_000;
const LONG_AGO = new Date("2025-01-01T00:00:00Z");
let serial = 0;

afterEach(() => vi.useRealTimers());

function at(iso: string | Date): Date {
  const date = new Date(iso);
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(date);
  return date;
}

/** Adds members (joined at the clock's time unless told) and returns their numbers, in order. */
function join(...rows: Partial<NewMember>[]): number[] {
  const made = rows.map((extra) =>
    memberRow((serial += 1), { age: 26, createdAt: extra.createdAt ?? new Date(), ...extra }),
  );
  insertMembersInBulk(made);
  return made.map(
    (m) => getDb().select({ unqId: members.unqId }).from(members).where(eq(members.email, m.email)).get()!.unqId,
  );
}

const nameOf = (unqId: number) =>
  getDb().select({ fullName: members.fullName }).from(members).where(eq(members.unqId, unqId)).get()!.fullName;
const mailsTo = (unqId: number) =>
  getDb()
    .select()
    .from(mailQueue)
    .where(eq(mailQueue.toUnqId, unqId))
    .all()
    .filter((row) => row.kind === "match-alert");
const alertRow = (unqId: number) => getDb().select().from(matchAlerts).where(eq(matchAlerts.memberUnqId, unqId)).get();

beforeAll(() => {
  at(LONG_AGO);
  // Listed long before any alert: never "new".
  join({ city: "Pune" }, { city: "Pune", gender: "Male" });
});

describe("when the weekly e-mail is due", () => {
  it("keeps the alert's day and hour, skipping weeks the server missed", () => {
    const due = new Date("2026-03-01T10:00:00Z");
    expect(nextDueAfter(due, due)).toEqual(new Date(due.getTime() + WEEK_MS));
    expect(nextDueAfter(due, new Date(due.getTime() + 3 * DAY))).toEqual(new Date(due.getTime() + WEEK_MS));
    expect(nextDueAfter(due, new Date(due.getTime() + 2 * WEEK_MS + DAY))).toEqual(
      new Date(due.getTime() + 3 * WEEK_MS),
    );
  });

  it("sends the first e-mail a week after subscribing, of members who joined since, then moves on a week", async () => {
    const subscribed = at("2026-03-01T10:00:00Z");
    const [me] = join({ gender: "Male", city: "Agra" });
    join({ city: "Agra", createdAt: new Date(subscribed.getTime() - DAY) }); // joined before: not new
    followPreferences(me);
    expect(readAlert(me)).toEqual({ search: null, nextDueAt: new Date(subscribed.getTime() + WEEK_MS) });

    at(new Date(subscribed.getTime() + DAY));
    const [first] = join({ city: "Agra" });
    at(new Date(subscribed.getTime() + WEEK_MS - 1));
    await sendDueAlerts();
    expect(mailsTo(me)).toHaveLength(0);

    const run = at(new Date(subscribed.getTime() + WEEK_MS + 3600_000));
    await sendDueAlerts();
    const [mail] = mailsTo(me);
    expect(mail.subject).toBe("1 new match on Community Matrimony");
    expect(mail.body).toContain(`${isolated(nameOf(first))} (MMR00${first}), 26, ${isolated("Agra")}`);
    expect(mail.body).toContain("/InnerProfile/");
    expect(mail.body).toContain(stopLink(me));
    expect(alertRow(me)).toMatchObject({ lastSentAt: run, nextDueAt: new Date(subscribed.getTime() + 2 * WEEK_MS) });

    // The next week tells only of members who joined after this e-mail.
    at(new Date(run.getTime() + DAY));
    const [second] = join({ city: "Agra" });
    at(new Date(subscribed.getTime() + 2 * WEEK_MS));
    await sendDueAlerts();
    const latest = mailsTo(me).at(-1)!;
    expect(mailsTo(me)).toHaveLength(2);
    expect(latest.body).toContain(nameOf(second));
    expect(latest.body).not.toContain(nameOf(first));
  });

  it("sends nothing when nobody new fits, but the alert still moves on a week", async () => {
    const subscribed = at("2026-04-01T10:00:00Z");
    const [me] = join({ gender: "Male", city: "Ajmer" });
    savePreferences(me, { ...NO_PREFERENCES, places: ["Ajmer"] });
    followPreferences(me);
    at(new Date(subscribed.getTime() + DAY));
    join({ city: "Bhopal" }, { city: "Ajmer", gender: "Male" }); // another place; the same gender
    const run = at(new Date(subscribed.getTime() + WEEK_MS));
    await sendDueAlerts();
    expect(mailsTo(me)).toHaveLength(0);
    expect(alertRow(me)).toMatchObject({ lastSentAt: run, nextDueAt: new Date(run.getTime() + WEEK_MS) });
  });
});

describe("what the e-mail lists", () => {
  it("follows preferences: only newcomers meeting every preference set, never their contact details", async () => {
    const subscribed = at("2026-05-01T10:00:00Z");
    const [me] = join({ gender: "Male", city: "Surat" });
    savePreferences(me, { ...NO_PREFERENCES, places: ["Surat"], ageTo: 30 });
    followPreferences(me);
    at(new Date(subscribed.getTime() + DAY));
    const [fits, tooOld, elsewhere, blocked] = join(
      { city: "Surat", age: 28 },
      { city: "Surat", age: 35 },
      { city: "Indore", age: 28 },
      { city: "Surat", age: 28, blockByAdmin: true },
    );
    at(new Date(subscribed.getTime() + WEEK_MS));
    await sendDueAlerts();
    const [mail] = mailsTo(me);
    expect(mail.body).toContain(
      `${isolated(nameOf(fits))} (MMR00${fits}), 28, ${isolated("Surat")}: Fits all 2 of your preferences`,
    );
    for (const other of [tooOld, elsewhere, blocked]) expect(mail.body).not.toContain(nameOf(other));
    const contact = getDb().select().from(members).where(eq(members.unqId, fits)).get()!;
    expect(mail.body).not.toContain(contact.email);
    expect(mail.body).not.toContain(contact.phone);
    expect(mail.body).toContain("/matches");
  });

  it("without preferences lists the best ten newcomers, says how many more, and suggests setting them", async () => {
    const subscribed = at("2026-06-01T10:00:00Z");
    const [me] = join({ gender: "Male", city: "Goa" });
    followPreferences(me);
    at(new Date(subscribed.getTime() + DAY));
    join(...Array.from({ length: LISTED_PER_MAIL + 2 }, () => ({ city: "Goa" })));
    at(new Date(subscribed.getTime() + WEEK_MS));
    await sendDueAlerts();
    const [mail] = mailsTo(me);
    expect(mail.subject).toBe(`${LISTED_PER_MAIL + 2} new matches on Community Matrimony`);
    expect(mail.body!.match(/\/InnerProfile\//g)).toHaveLength(LISTED_PER_MAIL);
    expect(mail.body).toContain("And 2 more. See them all:");
    expect(mail.body).toContain("/preferences");
  });

  it("follows a saved search: what the search lists, of the newcomers only, with a link to the search", async () => {
    const subscribed = at("2026-07-01T10:00:00Z");
    const [me] = join({ gender: "Male", city: "Kochi" });
    join({ city: "Kochi", age: 25, createdAt: new Date(subscribed.getTime() - DAY) });
    followSearch(me, "?place=kochi&ageTo=30&budgetFrom=&page=3&login=x");
    expect(readAlert(me)?.search).toBe("place=kochi&ageTo=30");
    at(new Date(subscribed.getTime() + DAY));
    const [fits, tooOld, elsewhere] = join({ city: "Kochi", age: 29 }, { city: "Kochi", age: 31 }, { age: 29 });
    at(new Date(subscribed.getTime() + WEEK_MS));
    await sendDueAlerts();
    const [mail] = mailsTo(me);
    expect(mail.subject).toBe("1 new member matches your saved search on Community Matrimony");
    expect(mail.body).toContain(nameOf(fits));
    for (const other of [tooOld, elsewhere]) expect(mail.body).not.toContain(nameOf(other));
    expect(mail.body).toContain("/profilePage?place=kochi&ageTo=30");
  });

  it("refuses a search the search form would refuse, or one member's id, and keeps the alert as it was", () => {
    at("2026-07-02T10:00:00Z");
    const [me] = join({ gender: "Male" });
    followPreferences(me);
    expect(() => followSearch(me, "gender=Other")).toThrow(UserError);
    expect(() => followSearch(me, "unqId=MMR003")).toThrow("A search for one member ID cannot be followed.");
    expect(readAlert(me)?.search).toBeNull();
  });

  it("sends a blocked member nothing; deleting a member deletes their alert and its e-mail", async () => {
    const subscribed = at("2026-08-01T10:00:00Z");
    const [blocked, deleted] = join({ gender: "Male", city: "Mysore" }, { gender: "Male", city: "Mysore" });
    followPreferences(blocked);
    followPreferences(deleted);
    at(new Date(subscribed.getTime() + DAY));
    join({ city: "Mysore" });
    getDb().update(members).set({ blockByAdmin: true }).where(eq(members.unqId, blocked)).run();
    at(new Date(subscribed.getTime() + WEEK_MS));
    await sendDueAlerts();
    expect(mailsTo(blocked)).toHaveLength(0);
    expect(mailsTo(deleted)).toHaveLength(1);
    getDb().delete(members).where(eq(members.unqId, deleted)).run();
    expect(mailsTo(deleted)).toHaveLength(0);
    expect(alertRow(deleted)).toBeUndefined();
  });
});

describe("one alert per member", () => {
  it("replaces what the alert follows and keeps its schedule", () => {
    const subscribed = at("2026-09-01T10:00:00Z");
    const [me] = join({ gender: "Male" });
    followPreferences(me);
    at(new Date(subscribed.getTime() + 2 * DAY));
    followSearch(me, "gender=Male");
    followSearch(me, "gender=Female");
    const rows = getDb().select().from(matchAlerts).where(eq(matchAlerts.memberUnqId, me)).all();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      searchQuery: "gender=Female",
      nextDueAt: new Date(subscribed.getTime() + WEEK_MS),
    });
  });
});

describe("the run's transaction", () => {
  it("moves the alert only with its e-mail queued: a failed run sends the week later, once", async () => {
    const subscribed = at("2026-10-01T10:00:00Z");
    const [me] = join({ gender: "Male", city: "Nagpur" });
    followPreferences(me);
    at(new Date(subscribed.getTime() + DAY));
    const [newcomer] = join({ city: "Nagpur" });
    at(new Date(subscribed.getTime() + WEEK_MS));
    const sqlite = getDb().$client;
    // The e-mail cannot be written (a full disk, say): the alert stays as it was.
    sqlite.exec("create temp trigger no_mail before insert on mail_queue begin select raise(abort, 'disk full'); end");
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      await sendDueAlerts();
      expect(logged).toHaveBeenCalledWith(`match alerts: member ${me}'s alert failed: disk full`);
    } finally {
      sqlite.exec("drop trigger no_mail");
      logged.mockRestore();
    }
    expect(alertRow(me)).toMatchObject({ lastSentAt: subscribed, nextDueAt: new Date(subscribed.getTime() + WEEK_MS) });
    expect(mailsTo(me)).toHaveLength(0);

    await sendDueAlerts();
    await sendDueAlerts();
    expect(mailsTo(me)).toHaveLength(1);
    expect(mailsTo(me)[0].body).toContain(nameOf(newcomer));
  });
});

describe("the stop link", () => {
  it("stops the member's alert without a login; a forged or altered token is refused and changes nothing", () => {
    at("2026-11-01T10:00:00Z");
    const [me, other] = join({ gender: "Male" }, { gender: "Male" });
    followPreferences(me);
    followPreferences(other);
    const token = new URL(stopLink(me)).searchParams.get("token")!;
    const [id, mac] = token.split(".");
    const flipped = `${mac.slice(0, -1)}${mac.endsWith("A") ? "B" : "A"}`;
    const forged = [
      `${other}.${mac}`,
      `${id}.${flipped}`,
      `${id}.${mac}x`,
      id,
      "",
      null,
      ["x"],
      `${id}.${"A".repeat(43)}`,
    ];
    for (const bad of forged) {
      expect(() => stopAlertByToken(bad), String(bad)).toThrow(
        "This stop link is not valid. Log in to stop the weekly e-mails.",
      );
    }
    expect(readAlert(me)).not.toBeNull();
    expect(readAlert(other)).not.toBeNull();

    stopAlertByToken(token);
    expect(readAlert(me)).toBeNull();
    expect(readAlert(other)).not.toBeNull();
    stopAlertByToken(token); // a second click: still stopped, no error
  });
});
