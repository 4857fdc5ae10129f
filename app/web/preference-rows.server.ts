import type { PartnerPreferences } from "~/domain/profiles/preferences.server";
import { EDUCATION_LEVEL_LABELS, MARITAL_LABELS, MASLAK_LABELS } from "~/forms/profile-options";
import { heightPhrase, option, type Row, type Shown } from "~/forms/phrase";
import { labelOf } from "./profile-rows.server";

/** "25 to 32", "25 or more", "32 or less": a range with one bound or two (docs/product-rules.md §24). */
function range(from: number | undefined, to: number | undefined, show: (value: number) => Shown): Shown | null {
  if (from !== undefined && to !== undefined)
    return { key: "preferenceRows.range", values: { from: show(from), to: show(to) } };
  if (from !== undefined) return { key: "preferenceRows.orMore", values: { from: show(from) } };
  return to === undefined ? null : { key: "preferenceRows.orLess", values: { to: show(to) } };
}

/** Choices as their options' labels, in the reader's language. */
const optionsOf = <Value extends string>(values: Value[], labels?: Record<Value, string>): Shown[] =>
  values.map((value) => option(labels ? labelOf(labels, value) : value) ?? value);

/**
 * The member's own partner preferences as label and value pairs, each part only when set ("any" says
 * nothing). Distinct labels from the profile's own rows, so "Age" is always the member's age. The labels
 * are keys of the "profiles" namespace (ProfileSections shows them).
 */
export function preferenceRows(preferences: PartnerPreferences): Row[] {
  const educationFrom = labelOf(EDUCATION_LEVEL_LABELS, preferences.educationLevelFrom ?? null);
  return [
    [
      "preferenceRows.ageRange",
      range(preferences.ageFrom, preferences.ageTo, (age) => ({ key: "preferenceRows.years", values: { age } })),
    ],
    ["preferenceRows.heightRange", range(preferences.heightFromCm, preferences.heightToCm, heightPhrase)],
    ["preferenceRows.maritalStatuses", optionsOf(preferences.maritalStatuses, MARITAL_LABELS)],
    ["preferenceRows.places", preferences.places.join(", ")],
    ["preferenceRows.maslaks", optionsOf(preferences.maslaks, MASLAK_LABELS)],
    ["preferenceRows.educationAtLeast", option(educationFrom)],
    ["preferenceRows.motherTongues", optionsOf(preferences.motherTongues)],
  ];
}
