import { describe, expect, it } from "vitest";
import { shownFigures } from "~/forms/shown-figures";

describe("shownFigures", () => {
  it("leaves out a figure still at zero", () => {
    expect(shownFigures({ members: 12, connections: 0 })).toEqual([{ name: "members", count: 12 }]);
  });
  it("shows nothing when both are zero", () => {
    expect(shownFigures({ members: 0, connections: 0 })).toEqual([]);
  });
  it("shows both, members first, once there are some", () => {
    expect(shownFigures({ members: 3, connections: 1 })).toEqual([
      { name: "members", count: 3 },
      { name: "connections", count: 1 },
    ]);
  });
});
