import { describe, expect, it } from "vitest";
import { parseForm } from "~/forms/parse";
import { HEIGHT_CHOICES, preferencesFormValues, preferencesSchema } from "~/forms/preferences";

// The /preferences form (docs/product-rules.md §24): what it accepts, and the message for what it does not.

const submit = (fields: [string, string][]) => parseForm(new URLSearchParams(fields), preferencesSchema);
const errorsOf = (fields: [string, string][]) => {
  const submission = submit(fields);
  return submission.status === "success" ? {} : submission.error;
};

describe("the preferences form", () => {
  it("takes everything empty as any", () => {
    const submission = submit([
      ["ageFrom", ""],
      ["places", " , "],
    ]);
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      maritalStatuses: [],
      places: [],
      maslaks: [],
      motherTongues: [],
    });
  });

  it("reads numbers, one or many ticked boxes, and places split at commas", () => {
    const submission = submit([
      ["ageFrom", "25"],
      ["ageTo", "30"],
      ["heightFromCm", "152"],
      ["maritalStatuses", "Divorced"],
      ["maslaks", "Deobandi"],
      ["maslaks", "Barelvi"],
      ["places", " Lucknow,  uttar   pradesh ,,Bihar "],
      ["educationLevelFrom", "Graduate"],
    ]);
    expect(submission.status === "success" && submission.value).toEqual({
      ageFrom: 25,
      ageTo: 30,
      heightFromCm: 152,
      maritalStatuses: ["Divorced"],
      places: ["Lucknow", "uttar pradesh", "Bihar"],
      maslaks: ["Deobandi", "Barelvi"],
      educationLevelFrom: "Graduate",
      motherTongues: [],
    });
  });

  it("refuses with a message on the field: out of range, out of order, unknown values, too many places", () => {
    expect(errorsOf([["ageFrom", "17"]])).toEqual({ ageFrom: ["The lowest age must be from 18 to 80"] });
    expect(errorsOf([["ageTo", "abc"]])).toEqual({ ageTo: ["The highest age must be a whole number from 18 to 80"] });
    expect(
      errorsOf([
        ["ageFrom", "40"],
        ["ageTo", "30"],
      ]),
    ).toEqual({ ageTo: ["The highest age must not be below the lowest"] });
    expect(
      errorsOf([
        ["heightFromCm", "180"],
        ["heightToCm", "160"],
      ]),
    ).toEqual({ heightToCm: ["The highest height must not be below the lowest"] });
    expect(errorsOf([["heightToCm", "250"]])).toEqual({ heightToCm: ["The highest height must be from 120 to 220"] });
    expect(errorsOf([["maritalStatuses", "Engaged"]])).toEqual({
      "maritalStatuses[0]": ["Please choose marital statuses from the list"],
    });
    expect(errorsOf([["educationLevelFrom", "PhD"]])).toEqual({
      educationLevelFrom: ["Please choose an education level from the list"],
    });
    expect(errorsOf([["places", Array.from({ length: 11 }, (_, i) => `Town ${i}`).join(",")]])).toEqual({
      places: ["Please name at most 10 cities or states"],
    });
    expect(errorsOf([["places", `Lucknow, ${"x".repeat(61)}`]])).toEqual({
      places: ["Each city or state must be at most 60 characters"],
    });
  });

  it("offers heights by the inch, inside the range the profile accepts, labelled in feet and centimetres", () => {
    expect(HEIGHT_CHOICES[0]).toEqual({ cm: 122, label: "4 ft 0 in (122 cm)" });
    expect(HEIGHT_CHOICES.at(-1)).toEqual({ cm: 218, label: "7 ft 2 in (218 cm)" });
    expect(new Set(HEIGHT_CHOICES.map((choice) => choice.cm)).size).toBe(HEIGHT_CHOICES.length);
  });

  it("shows saved preferences back as the form's values", () => {
    const values = preferencesFormValues({
      ageFrom: 25,
      maritalStatuses: ["UnMarried"],
      places: ["Lucknow", "Bihar"],
      maslaks: [],
      motherTongues: ["Urdu"],
    });
    expect(values).toMatchObject({ ageFrom: "25", ageTo: "", places: "Lucknow, Bihar", educationLevelFrom: "" });
  });
});
