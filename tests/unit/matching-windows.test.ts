import Database from "better-sqlite3";
import { beforeAll, describe, expect, it } from "vitest";
import { databaseFile, getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import { blockMember } from "~/domain/connections/blocks.server";
import { listIncomingRequests } from "~/domain/connections/connection-lists.server";
import { answerConnectionRequest, sendConnectionRequest } from "~/domain/connections/connections.server";
import { matchIndexVersion } from "~/domain/matching/match-index.server";
import { listMatches } from "~/domain/matching/matching.server";
import { forgetRankedWindows, WINDOW } from "~/domain/matching/ranked-windows.server";
import { setHidden } from "~/domain/profiles/profile-visibility.server";
import { NO_PREFERENCES, savePreferences } from "~/domain/profiles/preferences.server";
import { MASLAKS, MOTHER_TONGUES } from "~/forms/profile-options";
import { eq } from "drizzle-orm";
import { addMember, rankAmong, viewerOf } from "../support/match-members";

// Decision 049: a viewer's ranking is kept a window at a time, and a member paging forward reads it. A kept
// window must give the very pages a fresh ranking gives, and anything the ranking reads drops it at once: a block
// either way, a settled request, the viewer's preferences, a candidate hidden, added or changed (by this process or
// another). Every woman in this file is a candidate of its one man.

const CITIES = ["Lucknow", "Bhopal", "Hyderabad", "Patna", "Kolkata"];
let me: number;
let women: number[] = [];

/** The woman number n, with values that vary from one to the next; every third sets preferences. */
function addWoman(n: number): number {
  const extra = {
    gender: "Female" as const,
    age: 20 + (n % 15),
    heightCm: 150 + (n % 25),
    maslak: MASLAKS[n % 3],
    motherTongue: MOTHER_TONGUES[n % 4],
    city: CITIES[n % CITIES.length],
  };
  if (n % 3 !== 0) return addMember(extra);
  return addMember(extra, { ageFrom: 25 + (n % 8), maslaks: [MASLAKS[n % 2]], places: [CITIES[n % 4]] });
}

beforeAll(() => {
  me = addMember(
    { gender: "Male", age: 30, heightCm: 175, city: "Lucknow", state: "Uttar Pradesh" },
    { ageFrom: 22, ageTo: 29, heightFromCm: 155, maslaks: ["SunniHanafi", "Deobandi"], places: ["Lucknow"] },
  );
  women = Array.from({ length: WINDOW + 60 }, (_, n) => addWoman(n));
});

const viewer = () => viewerOf(me);
const rowsOf = (page: ReturnType<typeof listMatches>) => page.matches.map((card) => [card.unqId, card.fit]);
/** The page as a ranking with nothing kept gives it. */
function fresh(page: number, pageSize = 20) {
  forgetRankedWindows();
  return listMatches(viewer(), page, pageSize);
}
const ids = (page: number) => listMatches(viewer(), page).matches.map((card) => card.unqId);

describe("a kept window", () => {
  it("gives the same pages as a fresh ranking, across a window's end and past it", () => {
    forgetRankedWindows();
    const pages = [1, 2, 3, 50, 51, 53].map((page) => listMatches(viewer(), page)); // kept as they are read
    for (const [i, page] of [1, 2, 3, 50, 51, 53].entries()) {
      const reference = rankAmong(me, women, 20, (page - 1) * 20); // ranked for the page alone, nothing kept
      expect(rowsOf(pages[i])).toEqual(reference.rows.map((row) => [row.unqId, row.fit]));
      expect(pages[i].total).toBe(women.length);
      expect(rowsOf(listMatches(viewer(), page))).toEqual(rowsOf(pages[i])); // read again from the window
    }
    expect(listMatches(viewer(), 53).matches).toHaveLength(women.length - 52 * 20);
    // A page across two windows is ranked for itself.
    const across = listMatches(viewer(), 34, 30);
    expect(rowsOf(across)).toEqual(rankAmong(me, women, 30, 990).rows.map((row) => [row.unqId, row.fit]));
  });

  it("drops a member either of them blocks at once, from the first page and the later ones", () => {
    const [first, later] = [ids(1), ids(2)];
    const [blockedByMe, blockingMe] = [later[0], first[3]];
    blockMember(viewer(), viewerOf(blockedByMe).publicId);
    blockMember(viewerOf(blockingMe), viewer().publicId);
    const [page1, page2] = [listMatches(viewer(), 1), listMatches(viewer(), 2)];
    for (const gone of [blockedByMe, blockingMe]) {
      expect(page1.matches.map((card) => card.unqId)).not.toContain(gone);
      expect(page2.matches.map((card) => card.unqId)).not.toContain(gone);
    }
    expect(page1.total).toBe(women.length - 2);
    expect(rowsOf(page1)).toEqual(rowsOf(fresh(1)));
    expect(rowsOf(page2)).toEqual(rowsOf(fresh(2)));
  });

  it("drops a member whose request was settled", async () => {
    const them = ids(1)[0];
    await sendConnectionRequest(viewer(), viewerOf(them).publicId);
    expect(ids(1)).toContain(them); // pending: still a match
    const request = listIncomingRequests(them).requests.find((r) => r.sender.publicId === viewer().publicId)!;
    await answerConnectionRequest(viewerOf(them), request.id, "accept");
    expect(ids(1)).not.toContain(them);
    expect(rowsOf(listMatches(viewer(), 1))).toEqual(rowsOf(fresh(1)));
  });

  it("follows the viewer's new preferences", () => {
    const before = rowsOf(listMatches(viewer(), 1));
    savePreferences(me, { ...NO_PREFERENCES, ageFrom: 31, ageTo: 34, motherTongues: [MOTHER_TONGUES[2]] });
    const after = listMatches(viewer(), 1);
    expect(rowsOf(after)).not.toEqual(before);
    expect(after.preferencesSet).toBe(2);
    expect(rowsOf(after)).toEqual(rowsOf(fresh(1)));
  });

  it("drops a member who hides her profile, and shows her again when she comes back", () => {
    const before = listMatches(viewer(), 2);
    const her = before.matches[0].unqId;
    setHidden(her, true);
    const after = listMatches(viewer(), 2);
    expect(after.matches.map((card) => card.unqId)).not.toContain(her);
    expect([after.matches.length, after.total]).toEqual([20, before.total - 1]);
    setHidden(her, false);
    expect(ids(2)).toContain(her);
  });

  it("shows a new member at once, and a candidate's changed preferences", () => {
    const total = listMatches(viewer(), 1).total;
    // She meets both of his (age 31-34, the mother tongue) and he meets hers: first, and the newest.
    const newcomer = addMember(
      { gender: "Female", age: 32, motherTongue: MOTHER_TONGUES[2] },
      { ageFrom: 28, ageTo: 32 },
    );
    expect(ids(1)[0]).toBe(newcomer);
    expect(listMatches(viewer(), 1).total).toBe(total + 1);
    savePreferences(newcomer, { ...NO_PREFERENCES, ageFrom: 40 }); // he no longer fits hers
    expect(listMatches(viewer(), 1).matches.find((card) => card.unqId === newcomer)?.fit.theirs ?? 0).toBe(0);
    expect(rowsOf(listMatches(viewer(), 1))).toEqual(rowsOf(fresh(1)));
  });

  it("follows another process's write", () => {
    const before = listMatches(viewer(), 1);
    const her = before.matches[0].unqId;
    const other = new Database(databaseFile());
    try {
      other.prepare("update members set hidden = 1 where unq_id = ?").run(her);
      // Not only left off the cards (they are read afresh): the ranking fills the page and counts one fewer.
      const after = listMatches(viewer(), 1);
      expect(after.matches.map((card) => card.unqId)).not.toContain(her);
      expect(after.matches).toHaveLength(20);
      expect(after.total).toBe(before.total - 1);
    } finally {
      other.close();
    }
  });
});

describe("the index's version, which kept windows follow", () => {
  it("moves with a change a ranking reads, not with one it does not", () => {
    const her = women[7];
    listMatches(viewer(), 1); // the index current
    const version = matchIndexVersion();
    getDb().update(members).set({ readReceipts: false }).where(eq(members.unqId, her)).run();
    listMatches(viewer(), 1);
    expect(matchIndexVersion()).toBe(version);
    getDb().update(members).set({ maslak: "Shia" }).where(eq(members.unqId, her)).run();
    listMatches(viewer(), 1);
    expect(matchIndexVersion()).toBeGreaterThan(version);
  });
});
