// Who manages a profile and who guards it (docs/product-rules.md §31–32), apart from the zod schemas:
// pages that only show them need these few bytes, not zod.

/** Who created the profile, as the leading matrimonial sites record it. */
export const PROFILE_CREATED_BY = ["self", "parent", "sibling", "relative", "friend"] as const;
export type ProfileCreatedBy = (typeof PROFILE_CREATED_BY)[number];

/**
 * The contact person's relation to the member, which also says who created the profile: one choice on the
 * form ("Father") rather than two that could disagree ("sibling" and "father").
 */
export const RELATIONS = [
  "father",
  "mother",
  "brother",
  "sister",
  "uncle",
  "aunt",
  "grandfather",
  "grandmother",
  "cousin",
  "relative",
  "friend",
] as const;
export type Relation = (typeof RELATIONS)[number];

export const RELATION_LABELS: Record<Relation, string> = {
  father: "Father",
  mother: "Mother",
  brother: "Brother",
  sister: "Sister",
  uncle: "Uncle",
  aunt: "Aunt",
  grandfather: "Grandfather",
  grandmother: "Grandmother",
  cousin: "Cousin",
  relative: "Other relative",
  friend: "Friend",
};

/** The "created by" a relation stands for. */
export const CREATED_BY_OF: Record<Relation, Exclude<ProfileCreatedBy, "self">> = {
  father: "parent",
  mother: "parent",
  brother: "sibling",
  sister: "sibling",
  uncle: "relative",
  aunt: "relative",
  grandfather: "relative",
  grandmother: "relative",
  cousin: "relative",
  relative: "relative",
  friend: "friend",
};

/** How the member's relative or friend is named from the member's side: "her father", "his relative". */
export function relationPhrase(gender: "Male" | "Female", relation: Relation): string {
  const whose = gender === "Female" ? "her" : "his";
  return `${whose} ${relation === "relative" ? "relative" : RELATION_LABELS[relation].toLowerCase()}`;
}

export function isRelation(value: unknown): value is Relation {
  return (RELATIONS as readonly unknown[]).includes(value);
}

/** The profile form's one "Profile created by" choice: "self" ("Myself") or the contact person's relation. */
export const CREATED_BY_CHOICES = ["self", ...RELATIONS] as const;
export type CreatedByChoice = (typeof CREATED_BY_CHOICES)[number];

/** The contact person's name, as long as a name field elsewhere on the profile (city, state, country). */
export const CONTACT_NAME_MAX = 60;

/** How a profile names its manager: "Profile managed by her father". */
export function managedByLine(gender: "Male" | "Female", relation: Relation): string {
  return `Profile managed by ${relationPhrase(gender, relation)}`;
}

/** A member may have at most this many guardians, invited or active (issue 17, "consent and limits"). */
export const MAX_GUARDIANS = 2;

export const GUARDIAN_STATUSES = ["invited", "active", "revoked"] as const;
export type GuardianStatus = (typeof GUARDIAN_STATUSES)[number];

/** What the member's activity log records, for each guardian: every guardian action and every change to access. */
export const GUARDIAN_ACTIONS = [
  "invited",
  "accepted-invitation",
  "declined-invitation",
  "viewed",
  "read-messages",
  // A profile opened from the member's lists (docs/product-rules.md §32).
  "viewed-profile",
  "accepted-request",
  "declined-request",
  "allowed-answering",
  "stopped-answering",
  "scope-requests",
  "scope-exist",
  "scope-conversations",
  "revoked",
  // The biodata's share links (docs/product-rules.md §40): the member's permission, and what the guardian did.
  "allowed-sharing",
  "stopped-sharing",
  "made-biodata-link",
  "revoked-biodata-link",
] as const;
export type GuardianAction = (typeof GUARDIAN_ACTIONS)[number];

/**
 * What of the member's conversations a guardian may see (§32–33), set by the member per guardian: nothing
 * ("requests": requests and connections only), that conversations exist (with whom, no text), or the
 * conversations themselves, each only as far as the other member allows (GUARDIAN_CONSENTS).
 */
export const GUARDIAN_SCOPES = ["requests", "exist", "conversations"] as const;
export type GuardianScope = (typeof GUARDIAN_SCOPES)[number];

export function isGuardianScope(value: unknown): value is GuardianScope {
  return (GUARDIAN_SCOPES as readonly unknown[]).includes(value);
}

/** The other member's choice about a member's guardians reading their conversation (§33); none yet is private. */
export const GUARDIAN_CONSENTS = ["allowed", "private"] as const;
export type GuardianConsent = (typeof GUARDIAN_CONSENTS)[number];

/**
 * The short signup's first question, "Who is this profile for?" (docs/product-rules.md §3, §31): one choice that
 * gives both the creator's relation and the candidate's gender ("For my daughter: I am her mother"), so neither is
 * asked again. Stored on the wire as "self" or "<relation>:<gender>".
 */
type ProfileForGroup = { label: string; options: readonly (readonly [Relation, "Male" | "Female", string])[] };
export const PROFILE_FOR_GROUPS: readonly ProfileForGroup[] = [
  {
    label: "For my son",
    options: [
      ["father", "Male", "I am his father"],
      ["mother", "Male", "I am his mother"],
    ],
  },
  {
    label: "For my daughter",
    options: [
      ["father", "Female", "I am her father"],
      ["mother", "Female", "I am her mother"],
    ],
  },
  {
    label: "For my brother",
    options: [
      ["brother", "Male", "I am his brother"],
      ["sister", "Male", "I am his sister"],
    ],
  },
  {
    label: "For my sister",
    options: [
      ["brother", "Female", "I am her brother"],
      ["sister", "Female", "I am her sister"],
    ],
  },
  {
    label: "For my grandson",
    options: [
      ["grandfather", "Male", "I am his grandfather"],
      ["grandmother", "Male", "I am his grandmother"],
    ],
  },
  {
    label: "For my granddaughter",
    options: [
      ["grandfather", "Female", "I am her grandfather"],
      ["grandmother", "Female", "I am her grandmother"],
    ],
  },
  {
    label: "For my nephew",
    options: [
      ["uncle", "Male", "I am his uncle"],
      ["aunt", "Male", "I am his aunt"],
    ],
  },
  {
    label: "For my niece",
    options: [
      ["uncle", "Female", "I am her uncle"],
      ["aunt", "Female", "I am her aunt"],
    ],
  },
  {
    label: "For someone else",
    options: [
      ["cousin", "Male", "My cousin (a man)"],
      ["cousin", "Female", "My cousin (a woman)"],
      ["relative", "Male", "Another relative (a man)"],
      ["relative", "Female", "Another relative (a woman)"],
      ["friend", "Male", "My friend (a man)"],
      ["friend", "Female", "My friend (a woman)"],
    ],
  },
];
export const PROFILE_FOR_CHOICES = [
  "self",
  ...PROFILE_FOR_GROUPS.flatMap((group) => group.options.map(([relation, gender]) => `${relation}:${gender}`)),
] as [string, ...string[]];

/** "mother:Female" → the relation and the candidate's gender; "self" → the member themself, gender asked. */
export function profileForParts(value: string): { createdBy: CreatedByChoice; gender?: "Male" | "Female" } {
  if (value === "self") return { createdBy: "self" };
  const [relation, gender] = value.split(":");
  return { createdBy: relation as Relation, gender: gender as "Male" | "Female" };
}

/** The choice that gives back a stored relation and gender (a refused step shows what was picked). */
export const profileForOf = (createdBy: string | undefined, gender: string | undefined): string =>
  createdBy === "self" ? "self" : createdBy && gender ? `${createdBy}:${gender}` : "";
