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

/** Where a field of the profile is filled: the Edit Profile dialog on the member's own page. */
const EDIT_PROFILE = "/userProfile?edit=1";
/** The preferences page, which comes back to the welcome page after saving. */
export const PREFERENCES_FROM_WELCOME = "/preferences?from=welcome";

type Column = keyof typeof members.$inferSelect;
/**
 * Each item, done once every one of its columns is given; partner preferences, once any is set (§24). An item of
 * several columns counts once: lifestyle (docs/product-rules.md §23) is what matching compares, all three together.
 */
const ITEMS: (CompletenessItem & { columns: Column[] })[] = [
  { key: "photo", label: "Add a profile photo", href: EDIT_PROFILE, columns: ["photoId"] },
  {
    key: "basics",
    label: "Add your height and marital status",
    href: EDIT_PROFILE,
    columns: ["height", "maritalStatus"],
  },
  { key: "career", label: "Add your education and work", href: EDIT_PROFILE, columns: ["education", "working"] },
  {
    key: "home",
    label: "Add where you live",
    href: EDIT_PROFILE,
    columns: ["area", "city", "state", "pin", "country", "house"],
  },
  {
    key: "family",
    label: "Add your family: parents, grandfather, brothers and sisters",
    href: EDIT_PROFILE,
    columns: [
      "fatherName",
      "motherName",
      "grandFatherName",
      "familyHead",
      "familyHeadOccupation",
      "siblings",
      "sisterSiblings",
      "pehchan",
    ],
  },
  { key: "wedding", label: "Choose your wedding style", href: EDIT_PROFILE, columns: ["weddingStyle"] },
  { key: "about", label: "Write a few lines about yourself", href: EDIT_PROFILE, columns: ["about"] },
  {
    key: "preferences",
    label: "Say who you are looking for (partner preferences)",
    href: PREFERENCES_FROM_WELCOME,
    columns: [],
  },
  { key: "education", label: "Choose your education level", href: EDIT_PROFILE, columns: ["educationLevel"] },
  {
    key: "lifestyle",
    label: "Add your maslak, prayer and mother tongue",
    href: EDIT_PROFILE,
    columns: ["maslak", "prayer", "motherTongue"],
  },
];

/** The columns the items read, each once. */
const COLUMNS = [...new Set(ITEMS.flatMap((item) => item.columns))];

/** The member's columns the items read; `preferences`: how many partner preferences are set (§24). */
export type CompletenessInput = Partial<Record<Column, unknown>> & { preferences: number };

const filled = (value: unknown) => value !== null && value !== undefined && String(value).trim() !== "";
const isDone = ({ key, columns }: (typeof ITEMS)[number], p: CompletenessInput) =>
  key === "preferences" ? p.preferences > 0 : columns.every((column) => filled(p[column]));

/** The share of items done, rounded down so that only a profile with nothing missing reads 100%. */
export function completenessOf(input: CompletenessInput): Completeness {
  const missing = ITEMS.filter((item) => !isDone(item, input)).map(({ key, label, href }) => ({ key, label, href }));
  return { percent: Math.floor(((ITEMS.length - missing.length) * 100) / ITEMS.length), missing };
}

/** A member's completeness, read from the database; null for no such member. */
export function profileCompleteness(unqId: number): Completeness | null {
  const row = getDb()
    .select(Object.fromEntries(COLUMNS.map((column) => [column, members[column]])))
    .from(members)
    .where(eq(members.unqId, unqId))
    .get();
  return row ? completenessOf({ ...row, preferences: preferenceCount(readPreferences(unqId)) }) : null;
}
