import type { PartnerPreferences } from "~/domain/preferences.server";
import { formatHeightCm } from "~/forms/height";
import { EDUCATION_LEVEL_LABELS, MARITAL_LABELS, MASLAK_LABELS } from "~/forms/profile-options";
import { labelOf, type Row } from "./profile-rows";

/** "25 to 32", "25 or more", "32 or less": a range with one bound or two (docs/product-rules.md §24). */
function range(from: number | undefined, to: number | undefined, show: (value: number) => string) {
  if (from !== undefined && to !== undefined) return `${show(from)} to ${show(to)}`;
  if (from !== undefined) return `${show(from)} or more`;
  return to === undefined ? null : `${show(to)} or less`;
}

const listOf = <Value extends string>(values: Value[], labels?: Record<Value, string>) =>
  values.map((value) => (labels ? labelOf(labels, value) : value)).join(", ");

/**
 * The member's own partner preferences as label and value pairs, each part only when set ("any" says
 * nothing). Distinct labels from the profile's own rows, so "Age" is always the member's age.
 */
export function preferenceRows(preferences: PartnerPreferences): Row[] {
  const educationFrom = labelOf(EDUCATION_LEVEL_LABELS, preferences.educationLevelFrom ?? null);
  return [
    ["Age range", range(preferences.ageFrom, preferences.ageTo, (age) => `${age} years`)],
    ["Height range", range(preferences.heightFromCm, preferences.heightToCm, formatHeightCm)],
    ["Marital statuses", listOf(preferences.maritalStatuses, MARITAL_LABELS)],
    ["Cities or states", listOf(preferences.places)],
    ["Maslaks", listOf(preferences.maslaks, MASLAK_LABELS)],
    ["Education, at least", educationFrom],
    ["Mother tongues", listOf(preferences.motherTongues)],
  ];
}
