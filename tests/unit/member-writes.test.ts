import Database from "better-sqlite3";
import { beforeAll, describe, expect, it } from "vitest";
import { databaseFile, getDb } from "~/db/client.server";
import { takeMemberWrites } from "~/db/member-writes.server";
import { listCities } from "~/domain/listing/places.server";
import { NO_PREFERENCES, savePreferences } from "~/domain/profiles/preferences.server";
import { setHidden } from "~/domain/profiles/profile-visibility.server";
import { insertMembersInBulk } from "../../scripts/demo-members";
import { memberRow } from "../support/member-rows";

// SQLite tells which members this process wrote (temporary triggers on its connection), for the match index
// (decision 010): no write path has to remember to say so.

const unqIdOf = (n: number) =>
  getDb().$client.prepare("select unq_id from members where email = ?").pluck().get(memberRow(n).email) as number;

beforeAll(() => {
  insertMembersInBulk([memberRow(1), memberRow(2)]);
  takeMemberWrites();
});

describe("the members this process wrote", () => {
  it("are noted once each, whatever the write: a domain function's, or SQL of any kind", () => {
    const [one, two] = [unqIdOf(1), unqIdOf(2)];
    setHidden(one, true);
    savePreferences(two, NO_PREFERENCES);
    getDb().$client.prepare("update members set age = age + 1 where unq_id in (?, ?)").run(one, two);
    expect(takeMemberWrites()?.sort()).toEqual([one, two].sort());
    expect(takeMemberWrites()).toEqual([]);
    insertMembersInBulk([memberRow(3)]);
    const three = unqIdOf(3);
    getDb().$client.prepare("delete from members where unq_id = ?").run(three);
    expect(takeMemberWrites()).toEqual([three]);
  });

  it("leave out other processes' writes: data_version tells of those", () => {
    const other = new Database(databaseFile());
    try {
      other.prepare("update members set age = age + 1").run();
    } finally {
      other.close();
    }
    expect(takeMemberWrites()).toEqual([]);
  });

  it("are only 'many' past 500: the index is then built again", () => {
    insertMembersInBulk(Array.from({ length: 501 }, (_, i) => memberRow(100 + i)));
    expect(takeMemberWrites()).toBeNull();
    expect(takeMemberWrites()).toEqual([]);
  });
});

describe("the place lists", () => {
  it("show a new member's city at once, and are not built again for a write that changes no place", () => {
    const before = listCities(); // built now, kept for a minute
    expect(before.some((option) => option.city === "Nagina Kalan")).toBe(false);
    insertMembersInBulk([memberRow(900, { city: "Nagina Kalan", state: "Uttar Pradesh" })]);
    expect(listCities().some((option) => option.city === "Nagina Kalan")).toBe(true);
    const kept = listCities();
    getDb().$client.prepare("update members set age = age + 1 where unq_id = ?").run(unqIdOf(900));
    expect(listCities()).toBe(kept);
    getDb().$client.prepare("update members set city = 'Nagina Khurd' where unq_id = ?").run(unqIdOf(900));
    expect(listCities().some((option) => option.city === "Nagina Khurd")).toBe(true);
  });
});
