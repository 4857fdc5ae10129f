import { describe, expect, it } from "vitest";
import { badgeText } from "~/forms/nav-badge";

describe("badgeText", () => {
  it("shows no badge when nothing is waiting", () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(undefined)).toBeNull();
  });
  it("shows the count up to 99", () => {
    expect(badgeText(1)).toBe("1");
    expect(badgeText(99)).toBe("99");
  });
  it("caps a larger count at 99+, so the badge never grows into a neighbour", () => {
    expect(badgeText(100)).toBe("99+");
    expect(badgeText(4321)).toBe("99+");
  });
});
