import Database from "better-sqlite3";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { databaseFile, getDb } from "~/db/client.server";
import { memberBlocks } from "~/db/schema-safety";
import { probeStatements } from "../../scripts/bench/statement-probe";
import { insertMembersInBulk } from "../../scripts/demo-members";
import { memberRow } from "../support/member-rows";
import { allListedProfiles, listProfiles, listVisitorProfiles, shortName } from "~/domain/listing/listing.server";
import { listCities } from "~/domain/listing/places.server";
import { NO_PREFERENCES, savePreferences } from "~/domain/profiles/preferences.server";
import { searchProfiles, wideningsOf } from "~/domain/listing/search.server";
import { apiFilterSchema, listingFilterSchema, listingQueryOf } from "~/forms/listing";

const member = memberRow;

beforeAll(() => {
  insertMembersInBulk([
    member(1, { gender: "Male", city: "Delhi" }),
    member(2, {
      age: 24,
      city: "delhi",
      weddingBudget: 90_000,
      heightCm: 160,
      maslak: "SunniHanafi",
      educationLevel: "Graduate",
    }),
    member(3, {
      age: 30,
      city: "Patna",
      state: "Bihar",
      weddingBudget: null,
      heightCm: 170,
      maslak: "Deobandi",
      educationLevel: "PostGraduate",
      maritalStatus: "Divorced",
    }),
    member(4, { age: 22, city: "Delhi", weddingBudget: 500_000, educationLevel: "12th" }),
    member(5, { age: 23, city: "Lucknow", state: "Uttar Pradesh", blockByAdmin: true }),
    member(6, { gender: "Male", age: 40, city: "Mumbai", state: "Maharashtra" }),
    // Two towns of one name in two states.
    member(7, { gender: "Male", age: 33, city: "Aurangabad", state: "Bihar" }),
    member(8, { gender: "Male", age: 35, city: "aurangabad", state: "Maharashtra" }),
  ]);
});

const names = (page: ReturnType<typeof listProfiles>) => page.cards.map((c) => c.fullName);
const visitorNames = (page: ReturnType<typeof listVisitorProfiles>) => page.cards.map((c) => c.name);

describe("listing", () => {
  it("shows visitors every active member, newest first", () => {
    expect(visitorNames(listVisitorProfiles({}))).toEqual(
      ["Member 8", "Member 7", "Member 6", "Member 4", "Member 3", "Member 2", "Member 1"].map(shortName),
    );
  });

  it("shows a member only the opposite gender, never themself", () => {
    expect(names(listProfiles({ unqId: 1, gender: "Male" }, { gender: "Male" }))).toEqual([
      "Member 4",
      "Member 3",
      "Member 2",
    ]);
    expect(names(listProfiles({ unqId: 2, gender: "Female" }, {}))).toEqual([
      "Member 8",
      "Member 7",
      "Member 6",
      "Member 1",
    ]);
  });

  it("filters by city (any case), age and budget as upper bounds; no budget matches any budget", () => {
    const looker = { unqId: 1, gender: "Male" as const };
    expect(names(listProfiles(looker, { cityOrState: "DELHI" }))).toEqual(["Member 4", "Member 2"]);
    expect(names(listProfiles(looker, { ageUpTo: 23 }))).toEqual(["Member 4"]);
    expect(names(listProfiles(looker, { budgetUpTo: 100_000 }))).toEqual(["Member 3", "Member 2"]);
    expect(names(listProfiles(looker, { unqId: 3 }))).toEqual(["Member 3"]);
  });

  it("finds a member by id whatever the other filters say, but never past the gender rule", () => {
    const looker = { unqId: 1, gender: "Male" as const };
    expect(names(listProfiles(looker, { unqId: 3, cityOrState: "Nowhere", ageUpTo: 18, budgetUpTo: 20_000 }))).toEqual([
      "Member 3",
    ]);
    expect(visitorNames(listVisitorProfiles({ unqId: 3, gender: "Male" }))).toEqual(["Member 3"].map(shortName));
    expect(names(listProfiles(looker, { unqId: 6 }))).toEqual([]); // a man, shown to a man
    expect(names(listProfiles(looker, { unqId: 1 }))).toEqual([]); // himself
  });

  it("counts an unfiltered listing anew after any process's write, less the viewer's blocks", () => {
    const looker = { unqId: 1, gender: "Male" as const };
    const total = () => listProfiles(looker, {}).total;
    expect(total()).toBe(3);
    expect(listVisitorProfiles({ gender: "Female" }).total).toBe(3);
    // A block (this connection's write) leaves the blocked member out of the count, and only for the two.
    getDb().insert(memberBlocks).values({ blockerUnqId: 3, blockedUnqId: 1, createdAt: new Date() }).run();
    expect(total()).toBe(2);
    expect(listProfiles({ unqId: 6, gender: "Male" }, {}).total).toBe(3);
    // Another process's write (another connection): SQLite's data_version tells.
    const other = new Database(databaseFile());
    try {
      other.prepare("delete from member_blocks where blocker_unq_id = 3").run();
      expect(total()).toBe(3);
      const inDelhi = () => listProfiles(looker, { cityOrState: "Delhi", ageUpTo: 30 }).total;
      const delhiBefore = inDelhi();
      insertMembersInBulk([member(60, { age: 26, city: "Delhi" })]);
      expect(total()).toBe(4);
      expect(inDelhi()).toBe(delhiBefore + 1); // a filtered count is kept, and counted again, the same way
      other.prepare("delete from members where email = 'm60@example.in'").run();
      expect(total()).toBe(3);
      expect(inDelhi()).toBe(delhiBefore);
    } finally {
      other.close();
    }
  });

  it("pages with a total", () => {
    const page = listVisitorProfiles({ page: 2 }, 2);
    expect(page).toMatchObject({ total: 7, page: 2, pages: 4 });
    expect(visitorNames(page)).toEqual(["Member 6", "Member 4"].map(shortName));
  });

  it("reads a page with two statements however many cards it holds: no query per card", () => {
    const counts = [2, 50].map((size) => {
      recount();
      const { result: page, statements } = probeStatements(getDb().$client, () =>
        listProfiles({ unqId: 1, gender: "Male" }, { cityOrState: "Delhi", ageUpTo: 60, budgetUpTo: 1_000_000 }, size),
      );
      expect(page.cards.length).toBeGreaterThan(0);
      // The total and the page; the rest (the viewer's blocks, connections and photo grants, docs/product-rules.md
      // §27, and the database's change mark) once for the page whatever its size.
      expect(statements.filter((statement) => /from "members"/.test(statement.sql))).toHaveLength(2);
      return statements.length;
    });
    expect(counts[1]).toBe(counts[0]);
  });

  it("reads the search form from a URL: every blank field (a form sent without JavaScript) means any", () => {
    const blankForm = Object.fromEntries(
      ["gender", "place", "ageFrom", "ageTo", "budgetFrom", "budgetTo", "maritalStatus", "maslak"]
        .concat(["educationLevel", "heightFrom", "heightTo", "unqId", "sort"])
        .map((name) => [name, ""]),
    );
    const blank = listingQueryOf(listingFilterSchema.parse(blankForm));
    expect(Object.values(blank).filter((value) => value !== undefined)).toEqual([]);
    expect(names(listProfiles({ unqId: 1, gender: "Male" }, blank))).toEqual(["Member 4", "Member 3", "Member 2"]);

    expect(
      listingQueryOf(
        listingFilterSchema.parse({ unqId: "mmr0042", place: " bihar ", ageFrom: "25", ageTo: "30", heightTo: "170" }),
      ),
    ).toMatchObject({ unqId: 42, cityOrState: "bihar", ageFrom: 25, ageUpTo: 30, heightUpTo: 170 });
    expect(listingFilterSchema.parse({ educationLevel: "Graduate", maslak: "Shia", sort: "match" })).toMatchObject({
      educationLevel: "Graduate",
      maslak: "Shia",
      sort: "match",
    });
  });

  it.each([
    [{ ageFrom: "30", ageTo: "25" }, "ageFrom", "Age from must not be more than age to"],
    [{ budgetFrom: "500000", budgetTo: "100000" }, "budgetFrom", "Budget from must not be more than budget to"],
    [{ heightFrom: "180", heightTo: "150" }, "heightFrom", "Height from must not be more than height to"],
    [{ ageFrom: "17" }, "ageFrom", "Age from must be at least 18"],
    [{ ageTo: "thirty" }, "ageTo", "Age to must be a whole number"],
    [{ heightFrom: "90" }, "heightFrom", "Height from must be at least 120"],
    [{ educationLevel: "PhD" }, "educationLevel", "Please choose an education level from the list"],
    [{ unqId: "MMR00x" }, "unqId", "Enter a member ID like MMR0042"],
  ])("refuses the search %j with a message on its field", (input, field, message) => {
    const parsed = listingFilterSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([[field, message]]);
  });

  it("refuses a list where one value is expected", () => {
    expect(listingFilterSchema.safeParse({ place: ["Delhi"] }).success).toBe(false);
  });

  it("narrows by marital status, maslak, education level (at least) and height; unknown values never match", () => {
    const looker = { unqId: 1, gender: "Male" as const };
    expect(names(listProfiles(looker, { maritalStatus: "Divorced" }))).toEqual(["Member 3"]);
    expect(names(listProfiles(looker, { maritalStatus: "UnMarried" }))).toEqual(["Member 4", "Member 2"]);
    expect(names(listProfiles(looker, { maslak: "SunniHanafi" }))).toEqual(["Member 2"]);
    expect(names(listProfiles(looker, { educationAtLeast: "Graduate" }))).toEqual(["Member 3", "Member 2"]);
    expect(names(listProfiles(looker, { educationAtLeast: "12th" }))).toEqual(["Member 4", "Member 3", "Member 2"]);
    expect(names(listProfiles(looker, { educationAtLeast: "Doctorate" }))).toEqual([]);
    // Member 4's height could not be read: outside every height range.
    expect(names(listProfiles(looker, { heightFrom: 150 }))).toEqual(["Member 3", "Member 2"]);
    expect(names(listProfiles(looker, { heightFrom: 161, heightUpTo: 175 }))).toEqual(["Member 3"]);
    expect(names(listProfiles(looker, { ageFrom: 23, ageUpTo: 29 }))).toEqual(["Member 2"]);
    expect(names(listProfiles(looker, { budgetFrom: 100_000, budgetUpTo: 600_000 }))).toEqual(["Member 4"]);
  });

  it("finds a city or a state in any case, and keeps two towns of one name in their own states", () => {
    const looker = { unqId: 2, gender: "Female" as const };
    expect(names(listProfiles(looker, { cityOrState: "MAHARASHTRA" }))).toEqual(["Member 8", "Member 6"]);
    expect(names(listProfiles(looker, { cityOrState: "bihar" }))).toEqual(["Member 7"]);
    expect(names(listProfiles(looker, { cityOrState: "Aurangabad" }))).toEqual(["Member 8", "Member 7"]);
    expect(visitorNames(listVisitorProfiles({ cityOrState: "Bihar" }))).toEqual(
      ["Member 7", "Member 3"].map(shortName),
    );
    expect(names(listProfiles(looker, { cityOrState: "Nowhere" }))).toEqual([]);
  });

  it("names, for an empty search, each filter without which there would be results, most first", () => {
    const looker = { unqId: 1, gender: "Male" as const };
    const query = { cityOrState: "Patna", maritalStatus: "UnMarried", ageFrom: 20 } as const;
    expect(listProfiles(looker, query).total).toBe(0);
    // Without the place: members 2 and 4; without the marital status: member 3; the age is not in the way.
    expect(wideningsOf(looker, query)).toEqual([
      { filter: "place", total: 2 },
      { filter: "maritalStatus", total: 1 },
    ]);
    // No single filter stands in the way.
    expect(wideningsOf(looker, { maslak: "Shia", educationAtLeast: "Doctorate" })).toEqual([]);
    // A visitor's gender is one of the filters; a member's is fixed.
    expect(wideningsOf(null, { gender: "Male", maslak: "Deobandi" })).toEqual([
      { filter: "maslak", total: 4 },
      { filter: "gender", total: 1 },
    ]);
    expect(wideningsOf(looker, { gender: "Male", maslak: "Barelvi" })).toEqual([{ filter: "maslak", total: 3 }]);
  });

  it("counts each filter's widening from an index, never reading the whole table", () => {
    const looker = { unqId: 1, gender: "Male" as const };
    listProfiles(looker, { cityOrState: "Delhi" }); // the city list, read once a minute, is not the search
    const plans = queryPlansOf(() =>
      wideningsOf(looker, { cityOrState: "Delhi", ageFrom: 40, maslak: "Shia", heightFrom: 200 }),
    );
    expect(plans).toHaveLength(4); // one count per chosen filter;
    for (const plan of plans) {
      expect(plan).toMatch(/SEARCH members USING (COVERING )?INDEX members_/);
      expect(plan).not.toMatch(/SCAN members/);
    }
    expect(plans.join("\n")).toMatch(/members_listed_city_idx \(city=\? AND gender=\?/);
  });

  it("sorts a member's search by best match, newest first among equals; a visitor's stays newest first", () => {
    const looker = { unqId: 1, gender: "Male" as const };
    savePreferences(1, { ...NO_PREFERENCES, educationLevelFrom: "Graduate" });
    // Members 3 (post-graduate) and 2 (graduate) meet the preference, 4 (12th) does not.
    expect(names(searchProfiles(looker, {}, "match"))).toEqual(["Member 3", "Member 2", "Member 4"]);
    expect(names(searchProfiles(looker, {}, "newest"))).toEqual(["Member 4", "Member 3", "Member 2"]);
    expect(names(searchProfiles(looker, { cityOrState: "delhi" }, "match"))).toEqual(["Member 2", "Member 4"]);
    expect(searchProfiles(looker, { page: 2 }, "match", 2)).toMatchObject({ total: 3, page: 2, pages: 2 });
    expect(names(searchProfiles(looker, { page: 9 }, "match", 2))).toEqual(["Member 4"]); // past the end: the last
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
    expect(listCities().map((c) => c.city.toLowerCase())).toEqual(["aurangabad", "delhi", "mumbai", "patna"]);
  });

  it("answers the filter from an index: counted without reading the table, page rows read by id", () => {
    listProfiles({ unqId: 1, gender: "Male" }, { cityOrState: "Delhi" }); // the city list, read once a minute
    recount();
    const all = queryPlansOf(() => listProfiles({ unqId: 1, gender: "Male" }, { cityOrState: "Delhi", ageUpTo: 30 }));
    const plans = all.filter((plan) => plan.includes("members"));
    expect(plans).toHaveLength(2); // the rest: the viewer's blocks, connections and grants (§27), each by index
    expect(all.filter((plan) => !plan.includes("members")).join("\n")).not.toMatch(/SCAN/);
    expect(plans[0]).toMatch(
      /SEARCH members USING COVERING INDEX members_listed_city_idx \(city=\? AND gender=\? AND age<\?\)/,
    );
    expect(plans[1]).toMatch(/SEARCH members USING COVERING INDEX members_listed_city_idx/);
    expect(plans[1]).toMatch(/SEARCH members USING INTEGER PRIMARY KEY/);
  });

  it("walks a member's unfiltered listing in index order: no table scan, no sort", () => {
    recount();
    const plans = queryPlansOf(() => listProfiles({ unqId: 1, gender: "Male" }, { page: 2 }));
    const ofMembers = plans.filter((plan) => plan.includes("members"));
    expect(ofMembers[0]).toMatch(/USING COVERING INDEX members_listed_/);
    expect(ofMembers[1]).toMatch(/SEARCH members USING COVERING INDEX members_listed_idx \(gender=\?\)/);
    expect(plans.join("\n")).not.toMatch(/SCAN members|TEMP B-TREE/);
  });

  it("answers 'Verified only' from its own index, and leaves the unfiltered listing's plan as it was", () => {
    recount();
    const plans = queryPlansOf(() => listProfiles({ unqId: 1, gender: "Male" }, { verifiedOnly: true, page: 2 }));
    const ofMembers = plans.filter((plan) => plan.includes("members"));
    expect(ofMembers[0]).toMatch(/SEARCH members USING COVERING INDEX members_listed_verified_idx \(gender=\?\)/);
    expect(ofMembers[1]).toMatch(/SEARCH members USING COVERING INDEX members_listed_verified_idx \(gender=\?\)/);
    expect(plans.join("\n")).not.toMatch(/SCAN members|TEMP B-TREE/);
    recount();
    const unfiltered = queryPlansOf(() => listProfiles({ unqId: 1, gender: "Male" }, {}));
    expect(unfiltered.join("\n")).not.toMatch(/members_listed_verified_idx/);
  });

  it("counts by age and budget from an index", () => {
    recount();
    const [countPlan] = queryPlansOf(() =>
      listProfiles({ unqId: 1, gender: "Male" }, { ageUpTo: 30, budgetUpTo: 100_000 }),
    ).filter((plan) => plan.includes("members"));
    expect(countPlan).toMatch(/USING COVERING INDEX members_listed_age_idx \(gender=\? AND age<\?\)/);
  });
});

/** A changed row: the listing's kept totals are counted again, so a test sees (and times) the count too. */
function recount() {
  getDb().$client.prepare("update members set age = age where unq_id = 1").run();
}

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
        const { source } = spy.mock.contexts[i] as Database.Statement;
        // The change marks' own reads (changeMark) are not the listing's.
        if (/pragma_data_version/i.test(source)) return;
        executed.push({
          source,
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
