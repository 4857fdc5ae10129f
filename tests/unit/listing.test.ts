import Database from "better-sqlite3";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { insertMembersInBulk, type NewMember } from "../../scripts/demo-members";
import { allListedProfiles, listCities, listProfiles } from "~/domain/listing.server";
import { apiFilterSchema, listingFilterSchema } from "~/forms/listing";

const at = new Date("2026-01-01T00:00:00Z");
function member(n: number, extra: Partial<NewMember>): NewMember {
  return {
    publicId: n.toString(16).padStart(24, "0"),
    email: `m${n}@example.in`,
    phone: String(9_100_000_000 + n),
    passwordHash: "x",
    fullName: `Member ${n}`,
    age: 25,
    gender: "Female",
    fatherName: "F",
    grandFatherName: "G",
    height: "5 ft",
    dob: "2000-01-01",
    maritalStatus: "UnMarried",
    familyHead: "Father",
    familyHeadOccupation: "Work",
    siblings: 1,
    sisterSiblings: 1,
    pehchan: "P",
    education: "E",
    working: "W",
    house: "Owned",
    area: "A",
    city: "Delhi",
    state: "Delhi",
    pin: "110006",
    country: "India",
    weddingStyle: "Traditional",
    acceptedTermsAt: at,
    createdAt: at,
    updatedAt: at,
    ...extra,
  };
}

beforeAll(() => {
  insertMembersInBulk([
    member(1, { gender: "Male", city: "Delhi" }),
    member(2, { age: 24, city: "delhi", weddingBudget: 90_000 }),
    member(3, { age: 30, city: "Patna", state: "Bihar", weddingBudget: null }),
    member(4, { age: 22, city: "Delhi", weddingBudget: 500_000 }),
    member(5, { age: 23, city: "Lucknow", state: "Uttar Pradesh", blockByAdmin: true }),
    member(6, { gender: "Male", age: 40, city: "Mumbai", state: "Maharashtra" }),
  ]);
});

const names = (page: ReturnType<typeof listProfiles>) => page.cards.map((c) => c.fullName);

describe("listing", () => {
  it("shows visitors every active member, newest first", () => {
    expect(names(listProfiles(null, {}))).toEqual(["Member 6", "Member 4", "Member 3", "Member 2", "Member 1"]);
  });

  it("shows a member only the opposite gender, never themself", () => {
    expect(names(listProfiles({ unqId: 1, gender: "Male" }, { gender: "Male" }))).toEqual([
      "Member 4",
      "Member 3",
      "Member 2",
    ]);
    expect(names(listProfiles({ unqId: 2, gender: "Female" }, {}))).toEqual(["Member 6", "Member 1"]);
  });

  it("filters by city (any case), age and budget as upper bounds; no budget matches any budget", () => {
    const looker = { unqId: 1, gender: "Male" as const };
    expect(names(listProfiles(looker, { city: "DELHI" }))).toEqual(["Member 4", "Member 2"]);
    expect(names(listProfiles(looker, { ageUpTo: 23 }))).toEqual(["Member 4"]);
    expect(names(listProfiles(looker, { budgetUpTo: 100_000 }))).toEqual(["Member 3", "Member 2"]);
    expect(names(listProfiles(looker, { unqId: 3 }))).toEqual(["Member 3"]);
  });

  it("finds a member by id whatever the other filters say, but never past the gender rule", () => {
    const looker = { unqId: 1, gender: "Male" as const };
    expect(names(listProfiles(looker, { unqId: 3, city: "Nowhere", ageUpTo: 18, budgetUpTo: 20_000 }))).toEqual([
      "Member 3",
    ]);
    expect(names(listProfiles(null, { unqId: 3, gender: "Male" }))).toEqual(["Member 3"]);
    expect(names(listProfiles(looker, { unqId: 6 }))).toEqual([]); // a man, shown to a man
    expect(names(listProfiles(looker, { unqId: 1 }))).toEqual([]); // himself
  });

  it("pages with a total", () => {
    const page = listProfiles(null, { page: 2 }, 2);
    expect(page).toMatchObject({ total: 5, page: 2, pages: 3 });
    expect(names(page)).toEqual(["Member 3", "Member 2"]);
  });

  it("reads a page with two statements however many cards it holds: no query per card", () => {
    const client = getDb().$client;
    const prepare = vi.spyOn(client, "prepare");
    try {
      for (const size of [2, 50]) {
        prepare.mockClear();
        const page = listProfiles(
          { unqId: 1, gender: "Male" },
          { city: "Delhi", ageUpTo: 60, budgetUpTo: 1_000_000 },
          size,
        );
        expect(page.cards.length).toBeGreaterThan(0);
        expect(prepare).toHaveBeenCalledTimes(2); // the total and the page
      }
    } finally {
      prepare.mockRestore();
    }
  });

  it("reads filters from a URL: MMR00 ids, blanks ignored, nonsense refused", () => {
    expect(listingFilterSchema.parse({ unqId: "mmr0042", city: " ", age: "30" })).toEqual({
      unqId: 42,
      city: undefined,
      age: 30,
    });
    expect(listingFilterSchema.safeParse({ unqId: "MMR00x" }).success).toBe(false);
    expect(listingFilterSchema.safeParse({ age: "17" }).success).toBe(false);
    expect(listingFilterSchema.safeParse({ city: ["Delhi"] }).success).toBe(false);
  });

  it("reads the original client's filter: lower bounds, city or state, 0 and blanks mean no bound", () => {
    const looker = { unqId: 1, gender: "Male" as const };
    const query = (body: Record<string, unknown>) => apiFilterSchema.parse(body);
    expect(query({ gender: "", age: 30, city: "Bihar", budget: 0, unqId: "" })).toEqual({
      cityOrState: "Bihar",
      ageFrom: 30,
    });
    expect(names(listProfiles(looker, query({ city: "bihar" })))).toEqual(["Member 3"]);
    expect(names(listProfiles(looker, query({ age: 24 })))).toEqual(["Member 3", "Member 2"]);
    // A lower budget bound leaves out members who gave none.
    expect(names(listProfiles(looker, query({ budget: 90_000 })))).toEqual(["Member 4", "Member 2"]);
    expect(names(listProfiles(looker, query({ age: null, budget: "", city: "" })))).toHaveLength(3);
    expect(apiFilterSchema.parse({ budget: 10_000_000 })).toEqual({ budgetFrom: 10_000_000 });
    expect(apiFilterSchema.safeParse({ budget: 10_000_001 }).success).toBe(false);
    expect(apiFilterSchema.safeParse({ age: -1 }).success).toBe(false);
  });

  it("takes a member id's digits, in any of the client's forms; none means no id", () => {
    for (const id of ["MMR3", "MMR003", "mmr3", "3", 3])
      expect(apiFilterSchema.parse({ unqId: id })).toEqual({ unqId: 3 });
    expect(apiFilterSchema.parse({ unqId: "MMR" })).toEqual({ unqId: undefined });
    expect(apiFilterSchema.parse({ unqId: "9".repeat(12) })).toEqual({ unqId: 0 });
    expect(apiFilterSchema.safeParse({ unqId: { $gt: 0 } }).success).toBe(false);
    for (const id of ["MMR3", "mmr0003", "3"]) expect(listingFilterSchema.parse({ unqId: id }).unqId).toBe(3);
  });

  it("gives every listed member a batch at a time, newest first, with the total", () => {
    const { total, batches } = allListedProfiles({ unqId: 1, gender: "Male" }, {});
    const all = [...batches].flat().map((c) => c.fullName);
    expect(total).toBe(3);
    expect(all).toEqual(["Member 4", "Member 3", "Member 2"]);
  });

  it("lists active members' cities once each, sorted, ignoring case", () => {
    expect(listCities().map((c) => c.city.toLowerCase())).toEqual(["delhi", "mumbai", "patna"]);
  });

  it("answers the filter from an index: counted without reading the table, page rows read by id", () => {
    const plans = queryPlansOf(() => listProfiles({ unqId: 1, gender: "Male" }, { city: "Delhi", ageUpTo: 30 }));
    expect(plans).toHaveLength(2);
    expect(plans[0]).toMatch(
      /SEARCH members USING COVERING INDEX members_listed_city_idx \(city=\? AND gender=\? AND age<\?\)/,
    );
    expect(plans[1]).toMatch(/SEARCH members USING COVERING INDEX members_listed_city_idx/);
    expect(plans[1]).toMatch(/SEARCH members USING INTEGER PRIMARY KEY/);
  });

  it("walks a member's unfiltered listing in index order: no table scan, no sort", () => {
    const plans = queryPlansOf(() => listProfiles({ unqId: 1, gender: "Male" }, { page: 2 }));
    expect(plans[0]).toMatch(/USING COVERING INDEX members_listed_/);
    expect(plans[1]).toMatch(/SEARCH members USING COVERING INDEX members_listed_idx \(gender=\?\)/);
    expect(plans.join("\n")).not.toMatch(/SCAN members|TEMP B-TREE/);
  });

  it("counts by age and budget from an index", () => {
    const [countPlan] = queryPlansOf(() =>
      listProfiles({ unqId: 1, gender: "Male" }, { ageUpTo: 30, budgetUpTo: 100_000 }),
    );
    expect(countPlan).toMatch(/USING COVERING INDEX members_listed_age_idx \(gender=\? AND age<\?\)/);
  });
});

/** EXPLAIN QUERY PLAN of every statement `run` executes, in order, with the parameters it ran with. */
function queryPlansOf(run: () => void): string[] {
  const sqlite = (getDb() as unknown as { $client: Database.Database }).$client;
  const statementPrototype = Object.getPrototypeOf(sqlite.prepare("select 1"));
  const executed: { source: string; params: unknown[]; order: number }[] = [];
  const spies = (["all", "get"] as const).map((method) => vi.spyOn(statementPrototype, method));
  try {
    run();
    for (const spy of spies) {
      spy.mock.calls.forEach((params, i) => {
        executed.push({
          source: (spy.mock.contexts[i] as Database.Statement).source,
          params,
          order: spy.mock.invocationCallOrder[i],
        });
      });
    }
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return executed
    .sort((a, b) => a.order - b.order)
    .map(({ source, params }) =>
      sqlite
        .prepare(`explain query plan ${source}`)
        .all(...params)
        .map((row) => (row as { detail: string }).detail)
        .join("\n"),
    );
}
