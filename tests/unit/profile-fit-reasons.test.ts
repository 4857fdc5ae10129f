import { describe, expect, it } from "vitest";
import { fitReasons } from "~/domain/matching/fit-reasons.server";
import { addMember, rankAmong } from "../support/match-members";

// A profile's fit both ways (docs/product-rules.md §25, §27a): each preference met or not, and the same counts as
// the ranking's, which tests the same preferences over its index.

const man = (extra = {}, preferences?: Parameters<typeof addMember>[1]) =>
  addMember({ gender: "Male", age: 30, heightCm: 175, city: "Lucknow", state: "Uttar Pradesh", ...extra }, preferences);

describe("fit reasons", () => {
  it("says which of each side's preferences the other meets, in the preferences page's order", () => {
    const me = man({ educationLevel: "Graduate" }, { ageFrom: 25, ageTo: 30, heightFromCm: 160, maslaks: ["Shia"] });
    const her = addMember(
      { age: 28, heightCm: 150, maslak: "Shia", city: "Pune", state: "Maharashtra" },
      { places: ["uttar pradesh"], educationLevelFrom: "PostGraduate", motherTongues: ["Urdu"], ageTo: 35 },
    );
    const reasons = fitReasons(me, her)!;
    expect(reasons.mine).toEqual([
      { preference: "age", met: true },
      { preference: "height", met: false },
      { preference: "maslak", met: true },
    ]);
    expect(reasons.theirs).toEqual([
      { preference: "age", met: true },
      { preference: "place", met: true },
      { preference: "education", met: false },
      { preference: "tongue", met: true },
    ]);
    expect(reasons.fit).toEqual({ mine: 2, mineSet: 3, theirs: 3, theirsSet: 4 });
  });

  it("counts as the ranking does, candidate by candidate", () => {
    const me = man({ maritalStatus: "UnMarried", maslak: "Deobandi" }, { ageTo: 29, maritalStatuses: ["UnMarried"] });
    const candidates = [
      addMember({ age: 29 }, { maslaks: ["Deobandi"], heightFromCm: 180 }),
      addMember({ age: 31, maritalStatus: "Divorced" }, { maritalStatuses: ["UnMarried"] }),
      addMember({ age: 25, heightCm: null }),
    ];
    const { rows } = rankAmong(me, candidates);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(fitReasons(me, row.unqId)!.fit).toEqual(row.fit);
  });
});
