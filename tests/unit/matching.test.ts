import { describe, expect, it } from "vitest";
import { describeFit } from "~/forms/match-fit";
import { readPreferences } from "~/domain/profiles/preferences.server";
import { addMember, metOf, rankAmong } from "../support/match-members";

// docs/product-rules.md §24-25: mutual fit, each preference kind, and the reason's words. Each test ranks
// only its own candidates (rankCandidates' `among`), so tests share the file's database without meeting.

const man = (extra = {}, preferences?: Parameters<typeof addMember>[1]) =>
  addMember({ gender: "Male", age: 30, heightCm: 175, city: "Lucknow", state: "Uttar Pradesh", ...extra }, preferences);
const woman = addMember;

describe("mutual ranking", () => {
  it("puts first who fits all of mine while I fit all of theirs, then by the sum of both shares, newest first", () => {
    const me = man({}, { ageFrom: 25, ageTo: 32, maslaks: ["SunniHanafi"] });
    const all = woman({ age: 28 }, { ageFrom: 28, ageTo: 35 }); // 1 + 1
    const mineOnly = woman({ age: 28 }, { maslaks: ["Shia"] }); // 1 + 0
    const none = woman({ age: 28, maslak: "Deobandi" }); // 1/2 + 1 (nothing set: all met)
    const half = woman({ age: 40 }, { ageFrom: 28, ageTo: 35, maslaks: ["Shia"] }); // 1/2 + 1/2
    const halfNewer = woman({ age: 26, maslak: "Deobandi" }, { ageFrom: 30, maslaks: ["Shia"] }); // 1/2 + 1/2
    const least = woman({ age: 40, maslak: "Shia" }, { ageTo: 25 }); // 0 + 0

    const ranking = rankAmong(me, [least, halfNewer, half, none, mineOnly, all]);
    expect(ranking.rows.map((row) => row.unqId)).toEqual([all, none, halfNewer, half, mineOnly, least]);
    expect(ranking.total).toBe(6);
    expect(ranking.mineSet).toBe(2);
    const reasons = new Map(ranking.rows.map((row) => [row.unqId, describeFit(row.fit)]));
    expect(reasons.get(all)).toBe("Fits all 2 of your preferences; you fit theirs");
    expect(reasons.get(none)).toBe("Fits 1 of your 2 preferences; they have not set preferences");
    expect(reasons.get(half)).toBe("Fits 1 of your 2 preferences; you fit 1 of their 2");
    expect(reasons.get(mineOnly)).toBe("Fits all 2 of your preferences; you do not fit theirs");
    expect(reasons.get(least)).toBe("Fits none of your 2 preferences; you do not fit theirs");
  });

  it("counts nothing set as all met, on both sides", () => {
    const me = man();
    const open = woman();
    const pleased = woman({}, { maritalStatuses: ["UnMarried"], places: ["Lucknow"] });
    const displeased = woman({}, { maritalStatuses: ["Divorced"], places: ["Lucknow"] });
    const ranking = rankAmong(me, [open, pleased, displeased]);
    expect(ranking.rows.map((row) => row.unqId)).toEqual([pleased, open, displeased]);
    expect(ranking.rows.map((row) => describeFit(row.fit))).toEqual([
      "You have not set preferences; you fit all of theirs",
      "You have not set preferences; they have not set preferences",
      "You have not set preferences; you fit 1 of their 2",
    ]);
  });

  it("pages through the ranking: the same order, page after page, and nothing past the end", () => {
    const me = man({}, { ageFrom: 27, ageTo: 29 });
    const candidates = Array.from({ length: 12 }, (_, i) => woman({ age: 24 + (i % 6) }));
    const whole = rankAmong(me, candidates).rows.map((row) => row.unqId);
    const paged = [0, 5, 10].flatMap((offset) => rankAmong(me, candidates, 5, offset).rows.map((row) => row.unqId));
    expect(paged).toEqual(whole);
    expect(rankAmong(me, candidates, 5, 12)).toMatchObject({ total: 12, rows: [] });
    // Ages 27-29 first (newest first among them), then the rest, newest first.
    const fits = candidates.filter((_, i) => 24 + (i % 6) >= 27);
    expect(whole.slice(0, 6)).toEqual([...fits].reverse());
  });
});

describe("each preference kind", () => {
  it("age: from and to are included; one bound alone limits one side", () => {
    const [a24, a25, a30, a31] = [24, 25, 30, 31].map((age) => woman({ age }));
    const both = metOf(man({}, { ageFrom: 25, ageTo: 30 }), [a24, a25, a30, a31]);
    expect([a24, a25, a30, a31].map((id) => both.get(id))).toEqual([0, 1, 1, 0]);
    const fromOnly = metOf(man({}, { ageFrom: 30 }), [a24, a25, a30, a31]);
    expect([a24, a25, a30, a31].map((id) => fromOnly.get(id))).toEqual([0, 0, 1, 1]);
  });

  it("height: in centimetres, bounds included; an unknown height never meets it", () => {
    const [h159, h160, h170, unknown] = [159, 160, 170, null].map((heightCm) => woman({ heightCm }));
    const met = metOf(man({}, { heightFromCm: 160, heightToCm: 170 }), [h159, h160, h170, unknown]);
    expect([h159, h160, h170, unknown].map((id) => met.get(id))).toEqual([0, 1, 1, 0]);
    // Their height preference, and my unknown height.
    const wantsTall = woman({}, { heightFromCm: 170 });
    expect(rankAmong(man({ heightCm: 175 }), [wantsTall]).rows[0].fit.theirs).toBe(1);
    expect(rankAmong(man({ heightCm: null }), [wantsTall]).rows[0].fit.theirs).toBe(0);
  });

  it("marital status: any of those ticked", () => {
    const [never, divorced, widow] = (["UnMarried", "Divorced", "Windowed"] as const).map((maritalStatus) =>
      woman({ maritalStatus }),
    );
    const met = metOf(man({}, { maritalStatuses: ["Divorced", "Windowed"] }), [never, divorced, widow]);
    expect([never, divorced, widow].map((id) => met.get(id))).toEqual([0, 1, 1]);
  });

  it("places: a city or a state, in any case", () => {
    const lucknow = woman({ city: "lucknow", state: "Uttar Pradesh" });
    const patna = woman({ city: "Patna", state: "BIHAR" });
    const delhi = woman({ city: "Delhi", state: "Delhi" });
    const met = metOf(man({}, { places: ["LUCKNOW", " bihar "] }), [lucknow, patna, delhi]);
    expect([lucknow, patna, delhi].map((id) => met.get(id))).toEqual([1, 1, 0]);
    // Their places and mine.
    const wantsBihar = woman({}, { places: ["Bihar"] });
    expect(rankAmong(man({ city: "Gaya", state: "bihar" }), [wantsBihar]).rows[0].fit.theirs).toBe(1);
    expect(rankAmong(man({ city: "Agra", state: "Uttar Pradesh" }), [wantsBihar]).rows[0].fit.theirs).toBe(0);
  });

  it("places: a place no member lives in matches nobody, not even members with no place", () => {
    const nowhere = woman({ city: "", state: "" });
    const met = metOf(man({}, { places: ["Atlantis"] }), [nowhere]);
    expect(met.get(nowhere)).toBe(0);
  });

  it("maslak: any of those ticked; not stated meets none", () => {
    const [deobandi, barelvi, unstated] = ["Deobandi", "Barelvi", null].map((maslak) =>
      woman({ maslak: maslak as "Deobandi" | null }),
    );
    const met = metOf(man({}, { maslaks: ["Deobandi", "AhleHadith"] }), [deobandi, barelvi, unstated]);
    expect([deobandi, barelvi, unstated].map((id) => met.get(id))).toEqual([1, 0, 0]);
  });

  it("education: the level chosen or any higher one", () => {
    const levels = ["Diploma", "Graduate", "PostGraduate", "Doctorate", null] as const;
    const candidates = levels.map((educationLevel) => woman({ educationLevel }));
    const met = metOf(man({}, { educationLevelFrom: "Graduate" }), candidates);
    expect(candidates.map((id) => met.get(id))).toEqual([0, 1, 1, 1, 0]);
    const wantsGraduate = woman({}, { educationLevelFrom: "Graduate" });
    expect(rankAmong(man({ educationLevel: "12th" }), [wantsGraduate]).rows[0].fit.theirs).toBe(0);
    expect(rankAmong(man({ educationLevel: "Doctorate" }), [wantsGraduate]).rows[0].fit.theirs).toBe(1);
  });

  it("mother tongue: any of those ticked", () => {
    const [urdu, hindi, tamil] = (["Urdu", "Hindi", "Tamil"] as const).map((motherTongue) => woman({ motherTongue }));
    const met = metOf(man({}, { motherTongues: ["Urdu", "Hindi"] }), [urdu, hindi, tamil]);
    expect([urdu, hindi, tamil].map((id) => met.get(id))).toEqual([1, 1, 0]);
  });

  it("counts all seven, and each once", () => {
    const me = man(
      {},
      {
        ageFrom: 25,
        ageTo: 30,
        heightFromCm: 150,
        heightToCm: 170,
        maritalStatuses: ["UnMarried"],
        places: ["Lucknow", "Uttar Pradesh"],
        maslaks: ["SunniHanafi"],
        educationLevelFrom: "Graduate",
        motherTongues: ["Urdu"],
      },
    );
    const perfect = woman();
    const sixOfSeven = woman({ motherTongue: "Hindi" });
    const ranking = rankAmong(me, [sixOfSeven, perfect]);
    expect(ranking.rows.map((row) => [row.unqId, describeFit(row.fit)])).toEqual([
      [perfect, "Fits all 7 of your preferences; they have not set preferences"],
      [sixOfSeven, "Fits 6 of your 7 preferences; they have not set preferences"],
    ]);
  });
});

describe("stored preferences", () => {
  it("keep places without case or repeats, and lists without repeats", () => {
    const me = man({}, { places: ["Lucknow", " LUCKNOW ", "Bihar"], maslaks: ["Shia", "Shia"] });
    expect(readPreferences(me)).toMatchObject({ places: ["lucknow", "bihar"], maslaks: ["Shia"] });
  });
});

describe("describeFit", () => {
  it.each([
    [{ mine: 5, mineSet: 6, theirs: 3, theirsSet: 3 }, "Fits 5 of your 6 preferences; you fit all of theirs"],
    [{ mine: 1, mineSet: 1, theirs: 0, theirsSet: 0 }, "Fits your preference; they have not set preferences"],
    [{ mine: 0, mineSet: 1, theirs: 1, theirsSet: 1 }, "Does not fit your preference; you fit theirs"],
    [{ mine: 0, mineSet: 0, theirs: 2, theirsSet: 4 }, "You have not set preferences; you fit 2 of their 4"],
    [{ mine: 0, mineSet: 3, theirs: 0, theirsSet: 2 }, "Fits none of your 3 preferences; you fit none of theirs"],
  ])("%o reads %s", (fit, words) => {
    expect(describeFit(fit)).toBe(words);
  });
});
