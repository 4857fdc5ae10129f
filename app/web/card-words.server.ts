import type { NamespacePart } from "~/domain/site/translations.server";

// The words of the components that list profiles, by area (translations.server.ts `NamespacePart`): a page sends
// its words twice (its text and its hydration data), so each page names the areas it shows rather than whole
// namespaces. /matches and the member's home sent all of "profiles", "options" and "member" (631 keys, 34 kB of a
// 55 kB hydration payload on /matches, issue 43). A component added to a card adds its area here; the API test
// i18n-member fails when a key shows as itself.

/** A profile card (ProfileCard): its facts, height, photo, badges and plan badge, and the options' words. */
export const CARD_WORDS = [
  "profiles/badges",
  "profiles/memberPhoto",
  "profiles/profileBadge",
  "profiles/profileCard",
  "profiles/profileHeight",
  // say() joins a list with it (app/forms/phrase.ts); the profile's rows and sections are not on a card.
  "profiles/profileRows.separator",
  "options",
] as const satisfies readonly NamespacePart[];

/** A member's card's Save and Connect (CardActions). */
export const CARD_CHOICE_WORDS = [
  "profiles/cardConnect",
  "profiles/connectButton",
  "profiles/saveButton",
] as const satisfies readonly NamespacePart[];

/** A list of matches (MatchList): the cards with their choices, why each fits, and the empty state. */
export const MATCH_LIST_WORDS = [
  ...CARD_WORDS,
  ...CARD_CHOICE_WORDS,
  "profiles/matchFit",
  "profiles/emptyState",
] as const satisfies readonly NamespacePart[];
