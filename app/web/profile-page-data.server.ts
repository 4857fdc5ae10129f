import type { PartnerPreferences } from "~/domain/profiles/preferences.server";
import type { Relation } from "~/forms/family-options";
import { preferenceRows } from "./preference-rows.server";
import type { FilledRow, Phrase, SectionKey, Shown } from "~/forms/phrase";
import { filledRows, rowsBySection, shortHeightOf, type Details } from "./profile-rows.server";

// A profile page's texts worked out by its loader, not in the browser: the option labels, the height and
// rupee formats and the row lists stay on the server, out of the page's script (page weight budget, issue 19).
// The words come as keys (Phrase), which the page shows in the reader's language (issue 18).

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
      preferences: [...filledRows([["profileRows.lookingFor", profile.lookingFor]]), ...chosen],
      contact: filledRows(contact),
    },
    ownPreferences: ownPreferences && { anySet: chosen.length > 0 },
  };
}

/** The header's one line of facts and who manages the profile (docs/product-rules.md §31), for ProfileHeader. */
export type HeaderFacts = { shortHeight: Shown | null; managedBy: Phrase | null };

/**
 * "Profile managed by her father" (managedByLine's words): the relation as the sentence needs it, which in
 * Hindi and Urdu also carries "her" or "his" (उनके पिता, उनकी माँ), so each relation has a key of its own.
 */
const MANAGED_BY: Record<Relation, string> = {
  father: "profileHeader.managedBy.father",
  mother: "profileHeader.managedBy.mother",
  brother: "profileHeader.managedBy.brother",
  sister: "profileHeader.managedBy.sister",
  uncle: "profileHeader.managedBy.uncle",
  aunt: "profileHeader.managedBy.aunt",
  grandfather: "profileHeader.managedBy.grandfather",
  grandmother: "profileHeader.managedBy.grandmother",
  cousin: "profileHeader.managedBy.cousin",
  relative: "profileHeader.managedBy.relative",
  friend: "profileHeader.managedBy.friend",
};

const managedByPhrase = (gender: "Male" | "Female", relation: Relation): Phrase => ({
  key: gender === "Female" ? "profileHeader.managedByHer" : "profileHeader.managedByHis",
  values: { relation: { key: MANAGED_BY[relation] } },
});

export const profileHeaderFacts = (
  profile: Pick<Details, "height" | "heightCm" | "gender"> & { contactRelation: Relation | null },
): HeaderFacts => ({
  shortHeight: shortHeightOf(profile),
  managedBy: profile.contactRelation && managedByPhrase(profile.gender, profile.contactRelation),
});
