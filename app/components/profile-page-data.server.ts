import type { PartnerPreferences } from "~/domain/preferences.server";
import { managedByLine, type Relation } from "~/forms/family-options";
import { preferenceRows } from "./preference-rows";
import {
  filledRows,
  rowsBySection,
  shortHeightOf,
  type Details,
  type FilledRow,
  type SectionKey,
} from "./profile-rows";

// A profile page's texts worked out by its loader, not in the browser: the option labels, the height and
// rupee formats and the row lists stay on the server, out of the page's script (page weight budget, issue 19).

/** What a profile page's sections show: each one's rows with something in them, in reading order. */
export type ProfileSectionRows = {
  rows: Record<SectionKey, FilledRow[]>;
  /** On the member's own page only: whether any partner preference is set (§24), for the link to set them. */
  ownPreferences?: { anySet: boolean };
};

/**
 * Each section's rows (ProfileSections). Another member's partner preferences are not shown (§24 gives no
 * one else sight of them): only the member's own "What I am looking for"; `ownPreferences` is for the
 * member's own page.
 */
export function profileSectionRows(profile: Details, ownPreferences?: PartnerPreferences): ProfileSectionRows {
  const { about, family, career, lifestyle, contact } = rowsBySection(profile);
  const chosen = ownPreferences ? filledRows(preferenceRows(ownPreferences)) : [];
  return {
    rows: {
      about: filledRows(about),
      family: filledRows(family),
      career: filledRows(career),
      lifestyle: filledRows(lifestyle),
      preferences: [...filledRows([["What I am looking for", profile.lookingFor]]), ...chosen],
      contact: filledRows(contact),
    },
    ownPreferences: ownPreferences && { anySet: chosen.length > 0 },
  };
}

/** The header's one line of facts and who manages the profile (docs/product-rules.md §31), for ProfileHeader. */
export type HeaderFacts = { shortHeight: string; managedBy: string | null };

export const profileHeaderFacts = (
  profile: Pick<Details, "height" | "heightCm" | "gender"> & { contactRelation: Relation | null },
): HeaderFacts => ({
  shortHeight: shortHeightOf(profile),
  managedBy: profile.contactRelation && managedByLine(profile.gender, profile.contactRelation),
});
