import { describe, expect, it } from "vitest";
import { formatHeightCm, parseHeightCm } from "~/forms/height";

// Heights as members have typed them (docs/product-rules.md §23), read as centimetres.

describe("parseHeightCm", () => {
  it.each([
    ["5 ft 4 in", 163],
    ["5ft 4in", 163],
    ["5 feet 4 inches", 163],
    ["5 Ft 4 In", 163],
    ["5.4", 163],
    ["5.10", 178],
    ["5.11", 180],
    [`5'4"`, 163],
    ["5' 4''", 163],
    ["5’4”", 163],
    ["5-4", 163],
    ["5 ft", 152],
    ["5'", 152],
    ["6", 183],
    ["163 cm", 163],
    ["163cm", 163],
    ["163 centimetres", 163],
    ["163", 163],
    ["1.63 m", 163],
    ["  5   ft  4 in  ", 163],
  ])("reads %j as %i cm", (text, cm) => {
    expect(parseHeightCm(text)).toBe(cm);
  });

  it.each([
    ["", "nothing"],
    ["tall", "words"],
    ["five feet", "numbers in words"],
    ["5 ft 13 in", "more than 11 inches"],
    ["5.13", "more than 11 inches after the dot"],
    ["3 ft", "too short to be a person"],
    ["8 ft", "too tall to be a person"],
    ["119 cm", "under 120 cm"],
    ["221 cm", "over 220 cm"],
    ["2.5 m", "over 220 cm in metres"],
    ["63", "a number that is neither feet nor centimetres"],
    ["5 ft 4 in; drop table members", "text around a height"],
  ])("refuses %j (%s): no number is better than a wrong one", (text) => {
    expect(parseHeightCm(text)).toBeNull();
  });

  it("takes the range's ends and nothing without a text", () => {
    expect(parseHeightCm("120 cm")).toBe(120);
    expect(parseHeightCm("220 cm")).toBe(220);
    expect(parseHeightCm(null)).toBeNull();
    expect(parseHeightCm(undefined)).toBeNull();
  });
});

describe("formatHeightCm", () => {
  it("gives feet and inches with the centimetres", () => {
    expect(formatHeightCm(163)).toBe("5 ft 4 in (163 cm)");
    expect(formatHeightCm(180)).toBe("5 ft 11 in (180 cm)");
    expect(formatHeightCm(183)).toBe("6 ft 0 in (183 cm)");
  });
});
