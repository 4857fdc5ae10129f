import { and, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { members, planActivations } from "~/db/schema";
import { connectionRequests, shortlists } from "~/db/schema-connections";
import { mailQueue } from "~/db/schema-mail";
import { setBlocked } from "~/domain/safety/admin.server";
import { blockMember } from "~/domain/connections/blocks.server";
import { sendConnectionRequest } from "~/domain/connections/connections.server";
import { listProfiles } from "~/domain/listing/listing.server";
import { deliverDueMail } from "~/domain/mail/mail-delivery.server";
import { queuePlanReminders } from "~/domain/plans/plan-reminders.server";
import { activatePlan, endPlan, planHistory, planOf, type ActivationInput } from "~/domain/plans/plans.server";
import { getMemberProfile } from "~/domain/profiles/profiles.server";
import { whoShortlisted } from "~/domain/listing/shortlisted-me.server";
import { getEnv } from "~/services/env.server";
import { insertMembersInBulk } from "../../scripts/demo-members";
import { memberRow } from "../support/member-rows";
import { readOutbox } from "../support/outbox";
import { refusal } from "../support/refusal";

// Plans (docs/product-rules.md §18, §35) against a fresh SQLite file, on a clock the tests move: activation by
// an administrator and its checks, the request allowance of each plan and its return to Basic when the plan
// ends, the reminder a week before, ending early, and who may see who shortlisted them.

const ADMIN = 1;
const MEN = [2, 3, 4, 5, 6, 7, 8, 9]; // senders and savers
const WOMEN = Array.from({ length: 70 }, (_, i) => 20 + i); // recipients; WOMEN[0] is the one saved
const viewer = (n: number, role: "member" | "admin" = "member", gender: "Male" | "Female" = "Male") => ({
  unqId: n,
  publicId: memberRow(n).publicId,
  fullName: `Member ${n}`,
  role,
  gender,
});
const admin = viewer(ADMIN, "admin");
const man = (i: number) => viewer(MEN[i]);
const woman = (i: number) => viewer(WOMEN[i], "member", "Female");

// 10:00 in India on 24 November 2026.
const T0 = new Date("2026-11-24T04:30:00Z");
const at = (date: Date) => vi.setSystemTime(date);
const HOUR = 3600_000;
const DAY = 24 * HOUR;

const premium = (overrides: Partial<ActivationInput> = {}): ActivationInput => ({
  plan: "premium",
  startDate: "2026-11-24",
  ...overrides,
});
const elite = (overrides: Partial<ActivationInput> = {}): ActivationInput => ({
  plan: "elite",
  startDate: "2026-11-24",
  managerName: "Farida Khan",
  managerPhone: "9876543210",
  ...overrides,
});
const rowsOf = (n: number) =>
  getDb().select().from(planActivations).where(eq(planActivations.memberUnqId, n)).all().length;

beforeAll(() => {
  insertMembersInBulk([
    memberRow(ADMIN, { unqId: ADMIN, role: "admin", gender: "Male" }),
    ...MEN.map((n) => memberRow(n, { unqId: n, gender: "Male" })),
    ...WOMEN.map((n) => memberRow(n, { unqId: n, gender: "Female" })),
  ]);
});

afterEach(() => {
  vi.useRealTimers();
  getDb().delete(planActivations).run();
  getDb().delete(connectionRequests).run();
  getDb().delete(mailQueue).run();
});

function fakeClock(date = T0) {
  vi.useFakeTimers({ toFake: ["Date"] });
  at(date);
}

describe("activating a plan", () => {
  it("refuses bad input with a clear message and writes nothing", () => {
    fakeClock();
    const target = man(0).publicId;
    const refused = (input: ActivationInput, who = admin, publicId = target) =>
      refusal(() => activatePlan(who, publicId, input));
    expect(refused(premium(), man(1))).toEqual({ message: "Only administrators can manage plans.", status: 403 });
    expect(refused(premium(), admin, "f".repeat(24))).toEqual({ message: "Member not found", status: 404 });
    expect(refused(premium(), admin, admin.publicId)).toEqual({ message: "Member not found", status: 404 });
    expect(refused(premium({ plan: "gold" })).message).toBe("Please choose Premium or Elite.");
    expect(refused(premium({ plan: "basic" })).message).toBe("Please choose Premium or Elite.");
    expect(refused(premium({ startDate: "" })).message).toBe("Please enter the start date.");
    expect(refused(premium({ startDate: "2027-02-30" })).message).toBe("The start date is not a valid date.");
    expect(refused(premium({ startDate: "24/11/2026" })).message).toBe("The start date is not a valid date.");
    expect(refused(premium({ startDate: "2026-11-23" })).message).toBe("The start date must be today or later.");
    expect(refused(premium({ startDate: "2028-01-01" })).message).toBe(
      "The start date can be at most a year from today.",
    );
    expect(refused(premium({ managerName: "Farida" })).message).toBe(
      "A relationship manager comes with Elite only: choose Elite or leave the manager empty.",
    );
    expect(refused(elite({ managerName: " " })).message).toBe("An Elite plan needs the relationship manager's name.");
    expect(refused(elite({ managerName: "x".repeat(81) })).message).toBe(
      "The manager's name can be at most 80 characters.",
    );
    expect(refused(elite({ managerPhone: "" })).message).toBe(
      "Please give the manager's phone number or e-mail address.",
    );
    expect(refused(elite({ managerPhone: "12345" })).message).toBe("The manager's phone number must be 10 digits.");
    expect(refused(elite({ managerPhone: "", managerEmail: "farida@" })).message).toBe(
      "The manager's e-mail address is not valid.",
    );
    expect(rowsOf(MEN[0])).toBe(0);
    expect(planOf(MEN[0])).toEqual({ plan: "basic" });
  });

  it("gives six months from the start of the start date in India, and never overlaps another plan", () => {
    fakeClock();
    activatePlan(admin, man(0).publicId, premium());
    const plan = planOf(MEN[0]);
    expect(plan).toMatchObject({
      plan: "premium",
      startsAt: new Date("2026-11-23T18:30:00Z"),
      endsAt: new Date("2027-05-23T18:30:00Z"),
      manager: null,
    });
    expect(refusal(() => activatePlan(admin, man(0).publicId, elite({ startDate: "2027-01-01" })))).toEqual({
      message:
        "This member already has a Premium plan until 23 May 2027. End it first, or start the new plan on " +
        "24 May 2027 or later.",
      status: 409,
    });
    expect(rowsOf(MEN[0])).toBe(1);
    // A renewal from the day after: both kept, one in force at a time.
    activatePlan(admin, man(0).publicId, elite({ startDate: "2027-05-24", managerPhone: "", managerEmail: "f@x.in" }));
    at(new Date("2027-05-24T00:00:00Z"));
    expect(planOf(MEN[0])).toMatchObject({
      plan: "elite",
      manager: { name: "Farida Khan", phone: null, email: "f@x.in" },
    });
  });

  it("ends on the last day of a shorter month: 31 August plus six months is 28 February", () => {
    fakeClock(new Date("2026-08-31T04:30:00Z"));
    activatePlan(admin, man(1).publicId, premium({ startDate: "2026-08-31" }));
    expect(planOf(MEN[1])).toMatchObject({ endsAt: new Date("2027-02-27T18:30:00Z") });
    at(new Date("2027-02-27T18:29:00Z"));
    expect(planOf(MEN[1]).plan).toBe("premium");
    at(new Date("2027-02-27T18:30:00Z"));
    expect(planOf(MEN[1]).plan).toBe("basic");
  });
});

describe("new connection requests a day, by plan", () => {
  const sendTo = (sender: ReturnType<typeof man>, from: number, count: number) =>
    Promise.all(WOMEN.slice(from, from + count).map((n) => sendConnectionRequest(sender, memberRow(n).publicId)));
  const refusedAt = async (sender: ReturnType<typeof man>, index: number) => {
    const error = await sendConnectionRequest(sender, woman(index).publicId).catch((e: unknown) => e);
    return (error as { status: number; message: string }) ?? null;
  };

  it("Basic: 10, Premium: 50, Elite: no limit", async () => {
    fakeClock();
    await sendTo(man(2), 0, 10);
    expect(await refusedAt(man(2), 10)).toMatchObject({
      status: 429,
      message: expect.stringMatching(/^You can send up to 10 connection requests a day\. Please try again in /),
    });

    activatePlan(admin, man(3).publicId, premium());
    await sendTo(man(3), 0, 50);
    expect(await refusedAt(man(3), 50)).toMatchObject({
      status: 429,
      message: expect.stringMatching(/^You can send up to 50 connection requests a day\./),
    });

    activatePlan(admin, man(4).publicId, elite());
    await sendTo(man(4), 0, 70);
    const sentByElite = getDb()
      .select()
      .from(connectionRequests)
      .where(eq(connectionRequests.senderUnqId, MEN[4]))
      .all();
    expect(sentByElite).toHaveLength(70);
  }, 60_000); // 130 requests, each with its notice queued

  it("goes back to Basic's 10 the moment a plan ends, with everything sent kept", async () => {
    fakeClock();
    activatePlan(admin, man(5).publicId, premium());
    const { endsAt } = planOf(MEN[5]) as { endsAt: Date };
    at(new Date(endsAt.getTime() - 2 * HOUR));
    await sendTo(man(5), 0, 12); // beyond Basic's 10: Premium allows it
    at(new Date(endsAt.getTime() + 60_000));
    expect(planOf(MEN[5])).toEqual({ plan: "basic" });
    expect(await refusedAt(man(5), 12)).toMatchObject({
      status: 429,
      message: expect.stringMatching(/^You can send up to 10 connection requests a day\./),
    });
    // Nothing lost: the 12 requests stand, and the plan is in the history as ended.
    expect(
      getDb().select().from(connectionRequests).where(eq(connectionRequests.senderUnqId, MEN[5])).all(),
    ).toHaveLength(12);
    expect(planHistory(man(5).publicId)).toMatchObject([{ plan: "premium", state: "ended" }]);
  });
});

describe("ending a plan early", () => {
  it("ends a plan in force now and cancels one still to come; an ended plan cannot end again", () => {
    fakeClock();
    activatePlan(admin, man(6).publicId, premium());
    activatePlan(admin, man(6).publicId, premium({ startDate: "2027-06-01" }));
    const [later, current] = planHistory(man(6).publicId);
    expect([later.state, current.state]).toEqual(["to come", "in force"]);
    expect(refusal(() => endPlan(man(1), man(6).publicId, current.id)).status).toBe(403);
    expect(refusal(() => endPlan(admin, man(5).publicId, current.id))).toEqual({
      message: "Plan not found",
      status: 404,
    });
    endPlan(admin, man(6).publicId, current.id);
    expect(planOf(MEN[6])).toEqual({ plan: "basic" });
    endPlan(admin, man(6).publicId, later.id);
    expect(planHistory(man(6).publicId).map((item) => item.state)).toEqual(["cancelled", "ended"]);
    expect(refusal(() => endPlan(admin, man(6).publicId, current.id))).toEqual({
      message: "This plan has already ended.",
      status: 409,
    });
    at(new Date("2027-07-01T00:00:00Z"));
    expect(planOf(MEN[6])).toEqual({ plan: "basic" });
  });
});

describe("the reminder a week before a plan ends", () => {
  const reminders = () => getDb().select().from(mailQueue).where(eq(mailQueue.kind, "plan-ending")).all();

  it("is queued once, 7 days before, and reaches the member's inbox", async () => {
    fakeClock();
    activatePlan(admin, man(7).publicId, premium());
    const { endsAt } = planOf(MEN[7]) as { endsAt: Date };
    at(new Date(endsAt.getTime() - 7 * DAY - HOUR));
    expect(queuePlanReminders()).toBe(0);
    at(new Date(endsAt.getTime() - 7 * DAY + HOUR));
    expect(queuePlanReminders()).toBe(1);
    expect(queuePlanReminders()).toBe(0);
    at(new Date(endsAt.getTime() - DAY));
    expect(queuePlanReminders()).toBe(0);
    expect(reminders()).toMatchObject([{ toUnqId: MEN[7], subject: "Your Premium plan ends on 23 May 2027" }]);
    await deliverDueMail();
    const mail = readOutbox(getEnv().DATA_DIR).find(
      (m) => m.to === memberRow(MEN[7]).email && /plan ends/.test(m.subject),
    );
    expect(mail?.text).toContain("Your Premium plan is valid until 23 May 2027.");
  });

  it("is not sent when a renewal follows on, nor for a plan that has not started", () => {
    fakeClock();
    activatePlan(admin, man(7).publicId, premium());
    activatePlan(admin, man(7).publicId, premium({ startDate: "2027-05-24" }));
    at(new Date("2027-05-20T00:00:00Z"));
    expect(queuePlanReminders()).toBe(0);
    expect(reminders()).toEqual([]);
  });
});

describe("plan badges and who shortlisted you", () => {
  const saved = woman(0);
  const save = (saverUnqId: number) =>
    getDb().insert(shortlists).values({ memberUnqId: saverUnqId, savedUnqId: saved.unqId, createdAt: T0 }).run();

  it("shows a Basic member how many saved them, and a Premium member who, leaving out those no list shows", () => {
    fakeClock();
    for (const n of MEN.slice(0, 6)) save(n);
    getDb().update(members).set({ hidden: true }).where(eq(members.unqId, MEN[1])).run();
    getDb().update(members).set({ awaitingApproval: true }).where(eq(members.unqId, MEN[2])).run();
    setBlocked(man(3).publicId, true);
    blockMember(saved, man(4).publicId); // she blocked him
    blockMember(man(5), saved.publicId); // he blocked her
    try {
      expect(whoShortlisted(saved)).toEqual({ plan: "basic", total: 1 });
      activatePlan(admin, saved.publicId, premium());
      const shown = whoShortlisted(saved);
      expect(shown).toMatchObject({ plan: "premium", total: 1 });
      expect(shown.plan !== "basic" && shown.cards.map((card) => card.unqId)).toEqual([MEN[0]]);
    } finally {
      getDb().update(members).set({ hidden: false, awaitingApproval: false }).run();
      setBlocked(man(3).publicId, false);
      getDb()
        .delete(shortlists)
        .where(and(eq(shortlists.savedUnqId, saved.unqId)))
        .run();
    }
  });

  it("puts the plan on the member's card in the listing and on their profile, and takes it off when it ends", () => {
    fakeClock();
    activatePlan(admin, woman(1).publicId, elite());
    const cardOf = (n: number) =>
      listProfiles(man(0), { unqId: n }).cards.find((card) => card.unqId === n) ?? { plan: "missing" };
    expect(cardOf(WOMEN[1]).plan).toBe("elite");
    expect(cardOf(WOMEN[2]).plan).toBeNull();
    expect(getMemberProfile(man(0), woman(1).publicId)?.plan).toBe("elite");
    at(new Date("2027-06-01T00:00:00Z"));
    expect(cardOf(WOMEN[1]).plan).toBeNull();
    expect(getMemberProfile(man(0), woman(1).publicId)?.plan).toBeNull();
  });
});
