import { describe, expect, it } from "vitest";
import { searchChips } from "~/forms/search-chips";

// The search's active filters as chips (issue 40, docs/product-rules.md §2): one per filter, each a link to the
// same search without it.

describe("searchChips", () => {
  it("makes one chip per filter, a range's two ends one chip, each leading to the search without it", () => {
    const chips = searchChips("/profilePage", "?ageFrom=25&ageTo=30&place=Patna&maslak=Deobandi&sort=match&page=3");
    expect(chips).toEqual([
      { filter: "place", value: "Patna", href: "/profilePage?ageFrom=25&ageTo=30&maslak=Deobandi&sort=match" },
      { filter: "age", from: "25", to: "30", href: "/profilePage?place=Patna&maslak=Deobandi&sort=match" },
      { filter: "maslak", value: "Deobandi", href: "/profilePage?ageFrom=25&ageTo=30&place=Patna&sort=match" },
    ]);
  });

  it("reads a range with one end, and leads to the bare listing when the last filter goes", () => {
    expect(searchChips("/profilePage", "heightFrom=160")).toEqual([
      { filter: "height", from: "160", to: undefined, href: "/profilePage" },
    ]);
    expect(searchChips("/profilePage", "budgetTo=500000&card=abc")).toEqual([
      { filter: "budget", from: undefined, to: "500000", href: "/profilePage" },
    ]);
  });

  it("takes blank fields (a form sent without JavaScript) and an unticked box for no filter", () => {
    const sent = "?gender=&place=+&ageFrom=&ageTo=&unqId=MMR0042&verified=0&maritalStatus=";
    expect(searchChips("/profilePage", sent)).toEqual([
      { filter: "memberId", value: "MMR0042", href: "/profilePage?verified=0" },
    ]);
    expect(searchChips("/profilePage", "verified=1")).toEqual([
      { filter: "verified", value: "1", href: "/profilePage" },
    ]);
    expect(searchChips("/profilePage", "")).toEqual([]);
  });

  it("leaves out the filters the page does not offer (a member's fixed gender), keeping them in the links", () => {
    expect(searchChips("/profilePage", "gender=Female&maslak=Barelvi", ["gender"])).toEqual([
      { filter: "maslak", value: "Barelvi", href: "/profilePage?gender=Female" },
    ]);
  });
});
