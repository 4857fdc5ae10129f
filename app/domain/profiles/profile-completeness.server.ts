import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import { preferenceCount, readPreferences } from "./preferences.server";

/**
 * How complete a member's profile is ("Complete your profile" after signup, and the meter on /userProfile until
 * it reaches 100%). Only what signup leaves optional counts: every required field is filled by then, so counting
 * it would only flatter the figure. Each item is worth the same; each missing one says where to fill it.
 */
export type CompletenessItem = { key: string; label: string; href: string };
export type Completeness = { percent: number; missing: CompletenessItem[] };

/** The member's columns the items read; `preferences`: how many partner preferences are set (§24). */
export type CompletenessInput = {
  photoId: string | null;
  about: string | null;
  educationLevel: string | null;
  maslak: string | null;
  prayer: string | null;
  motherTongue: string | null;
  motherName: string | null;
  preferences: number;
};

/** Where a field of the profile is filled: the Edit Profile dialog on the member's own page. */
const EDIT_PROFILE = "/userProfile?edit=1";
/** The preferences page, which comes back to the welcome page after saving. */
export const PREFERENCES_FROM_WELCOME = "/preferences?from=welcome";

const filled = (value: string | null) => value !== null && value.trim() !== "";

const ITEMS: { item: CompletenessItem; done: (p: CompletenessInput) => boolean }[] = [
  { item: { key: "photo", label: "Add a profile photo", href: EDIT_PROFILE }, done: (p) => p.photoId !== null },
  {
    item: { key: "about", label: "Write a few lines about yourself", href: EDIT_PROFILE },
    done: (p) => filled(p.about),
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
    done: (p) => filled(p.educationLevel),
  },
  {
    // Lifestyle (docs/product-rules.md §23): what matching compares, so all three count as one item.
    item: { key: "lifestyle", label: "Add your maslak, prayer and mother tongue", href: EDIT_PROFILE },
    done: (p) => filled(p.maslak) && filled(p.prayer) && filled(p.motherTongue),
  },
  { item: { key: "family", label: "Add your mother's name", href: EDIT_PROFILE }, done: (p) => filled(p.motherName) },
];

/** The share of items done, rounded down so that only a profile with nothing missing reads 100%. */
export function completenessOf(input: CompletenessInput): Completeness {
  const missing = ITEMS.filter(({ done }) => !done(input)).map(({ item }) => item);
  return { percent: Math.floor(((ITEMS.length - missing.length) * 100) / ITEMS.length), missing };
}

/** A member's completeness, read from the database; null for no such member. */
export function profileCompleteness(unqId: number): Completeness | null {
  const row = getDb()
    .select({
      photoId: members.photoId,
      about: members.about,
      educationLevel: members.educationLevel,
      maslak: members.maslak,
      prayer: members.prayer,
      motherTongue: members.motherTongue,
      motherName: members.motherName,
    })
    .from(members)
    .where(eq(members.unqId, unqId))
    .get();
  return row ? completenessOf({ ...row, preferences: preferenceCount(readPreferences(unqId)) }) : null;
}
