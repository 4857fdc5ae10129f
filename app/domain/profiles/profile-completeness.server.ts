import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import { preferenceCount, readPreferences } from "./preferences.server";

/**
 * How complete a member's profile is ("Complete your profile" after signup, and the meter on /userProfile until
 * it reaches 100%). The short signup asks only who the profile is for and the account (docs/product-rules.md §3):
 * everything after it counts, grouped as a family fills it in. Each item is worth the same; each missing one says
 * where to fill it.
 */
export type CompletenessItem = { key: string; label: string; href: string };
export type Completeness = { percent: number; missing: CompletenessItem[] };

/** The member's columns the items read; `preferences`: how many partner preferences are set (§24). */
export type CompletenessInput = Record<(typeof COLUMNS)[number], string | number | null> & { preferences: number };

/** The columns the items read. */
const COLUMNS = [
  "photoId",
  "height",
  "maritalStatus",
  "education",
  "working",
  "area",
  "city",
  "state",
  "pin",
  "country",
  "house",
  "fatherName",
  "motherName",
  "grandFatherName",
  "familyHead",
  "familyHeadOccupation",
  "siblings",
  "sisterSiblings",
  "pehchan",
  "weddingStyle",
  "about",
  "educationLevel",
  "maslak",
  "prayer",
  "motherTongue",
] as const;

/** Where a field of the profile is filled: the Edit Profile dialog on the member's own page. */
const EDIT_PROFILE = "/userProfile?edit=1";
/** The preferences page, which comes back to the welcome page after saving. */
export const PREFERENCES_FROM_WELCOME = "/preferences?from=welcome";

const filled = (value: string | number | null) => value !== null && String(value).trim() !== "";
/** An item of several fields is done once every one of them is given. */
const all =
  (...columns: (typeof COLUMNS)[number][]) =>
  (p: CompletenessInput) =>
    columns.every((column) => filled(p[column]));

const ITEMS: { item: CompletenessItem; done: (p: CompletenessInput) => boolean }[] = [
  { item: { key: "photo", label: "Add a profile photo", href: EDIT_PROFILE }, done: all("photoId") },
  {
    item: { key: "basics", label: "Add your height and marital status", href: EDIT_PROFILE },
    done: all("height", "maritalStatus"),
  },
  {
    item: { key: "career", label: "Add your education and work", href: EDIT_PROFILE },
    done: all("education", "working"),
  },
  {
    item: { key: "home", label: "Add where you live", href: EDIT_PROFILE },
    done: all("area", "city", "state", "pin", "country", "house"),
  },
  {
    item: { key: "family", label: "Add your family: parents, grandfather, brothers and sisters", href: EDIT_PROFILE },
    done: all(
      "fatherName",
      "motherName",
      "grandFatherName",
      "familyHead",
      "familyHeadOccupation",
      "siblings",
      "sisterSiblings",
      "pehchan",
    ),
  },
  { item: { key: "wedding", label: "Choose your wedding style", href: EDIT_PROFILE }, done: all("weddingStyle") },
  {
    item: { key: "about", label: "Write a few lines about yourself", href: EDIT_PROFILE },
    done: all("about"),
  },
  {
    item: {
      key: "preferences",
      label: "Say who you are looking for (partner preferences)",
      href: PREFERENCES_FROM_WELCOME,
    },
    done: (p) => p.preferences > 0,
  },
  {
    item: { key: "education", label: "Choose your education level", href: EDIT_PROFILE },
    done: all("educationLevel"),
  },
  {
    // Lifestyle (docs/product-rules.md §23): what matching compares, so all three count as one item.
    item: { key: "lifestyle", label: "Add your maslak, prayer and mother tongue", href: EDIT_PROFILE },
    done: all("maslak", "prayer", "motherTongue"),
  },
];

/** The share of items done, rounded down so that only a profile with nothing missing reads 100%. */
export function completenessOf(input: CompletenessInput): Completeness {
  const missing = ITEMS.filter(({ done }) => !done(input)).map(({ item }) => item);
  return { percent: Math.floor(((ITEMS.length - missing.length) * 100) / ITEMS.length), missing };
}

/** A member's completeness, read from the database; null for no such member. */
export function profileCompleteness(unqId: number): Completeness | null {
  const row = getDb()
    .select(
      Object.fromEntries(COLUMNS.map((column) => [column, members[column]])) as Record<
        (typeof COLUMNS)[number],
        typeof members.photoId
      >,
    )
    .from(members)
    .where(eq(members.unqId, unqId))
    .get();
  return row ? completenessOf({ ...row, preferences: preferenceCount(readPreferences(unqId)) }) : null;
}
