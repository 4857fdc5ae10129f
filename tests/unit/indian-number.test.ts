import { describe, expect, it } from "vitest";
import { groupIndian } from "~/forms/indian-number";

// The hand-written grouping must read exactly as the locale's own (Node carries full ICU).
describe("groupIndian", () => {
  it("groups as en-IN does, for small, round and large numbers and negatives", () => {
    const samples = [0, 7, 99, 100, 999, 1000, 9999, 10_000, 99_999, 1_00_000, 12_34_567, 1_00_00_000, 98_76_54_321];
    for (const n of [...samples, ...samples.map((s) => -s - 1)]) {
      expect(groupIndian(n), String(n)).toBe(n.toLocaleString("en-IN"));
    }
    for (let i = 0; i < 2000; i++) {
      const n = Math.floor(Math.random() ** 3 * 1e12);
      expect(groupIndian(n), String(n)).toBe(n.toLocaleString("en-IN"));
    }
  });

  it("drops a fraction: it formats counts, limits and whole rupees", () => {
    expect(groupIndian(150000.75)).toBe("1,50,000");
  });
});
