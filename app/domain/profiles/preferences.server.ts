import { eq } from "drizzle-orm";
import { getDb, WRITE } from "~/db/client.server";
import { partnerPreferences } from "~/db/schema-matching";
import { listCities } from "../listing/places.server";
import { normalisePlace } from "../matching/match-index.server";
import type { EDUCATION_LEVELS, MARITAL_STATUSES, MASLAKS, MOTHER_TONGUES } from "~/forms/profile-options";

/**
 * A member's partner preferences (docs/product-rules.md §24). Every part is optional: an absent bound or an
 * empty list means "any", and does not count as a preference.
 */
export type PartnerPreferences = {
  ageFrom?: number;
  ageTo?: number;
  heightFromCm?: number;
  heightToCm?: number;
  maritalStatuses: (typeof MARITAL_STATUSES)[number][];
  /** Cities or states, compared without case. */
  places: string[];
  maslaks: (typeof MASLAKS)[number][];
  /** The lowest education level accepted. */
  educationLevelFrom?: (typeof EDUCATION_LEVELS)[number];
  motherTongues: (typeof MOTHER_TONGUES)[number][];
};

export const NO_PREFERENCES: PartnerPreferences = {
  maritalStatuses: [],
  places: [],
  maslaks: [],
  motherTongues: [],
};

/** How many preferences are set: an age range counts once, whether it has one bound or two. */
export function preferenceCount(p: PartnerPreferences): number {
  return [
    p.ageFrom !== undefined || p.ageTo !== undefined,
    p.heightFromCm !== undefined || p.heightToCm !== undefined,
    p.maritalStatuses.length > 0,
    p.places.length > 0,
    p.maslaks.length > 0,
    p.educationLevelFrom !== undefined,
    p.motherTongues.length > 0,
  ].filter(Boolean).length;
}

// Lists are stored as "|a|b|" so that the ranking query tests membership with one instr() (schema.ts).
const SEPARATOR = "|";
const encodeList = (values: readonly string[]): string | null =>
  values.length === 0 ? null : SEPARATOR + values.join(SEPARATOR) + SEPARATOR;
const decodeList = <T extends string>(stored: string | null): T[] =>
  stored ? (stored.split(SEPARATOR).filter(Boolean) as T[]) : [];

const orUndefined = <T>(value: T | null): T | undefined => value ?? undefined;

export function readPreferences(unqId: number): PartnerPreferences {
  const row = getDb().select().from(partnerPreferences).where(eq(partnerPreferences.memberUnqId, unqId)).get();
  if (!row) return NO_PREFERENCES;
  return {
    ageFrom: orUndefined(row.ageFrom),
    ageTo: orUndefined(row.ageTo),
    heightFromCm: orUndefined(row.heightFromCm),
    heightToCm: orUndefined(row.heightToCm),
    maritalStatuses: decodeList(row.maritalStatuses),
    places: decodeList(row.places),
    maslaks: decodeList(row.maslaks),
    educationLevelFrom: orUndefined(row.educationLevelFrom),
    motherTongues: decodeList(row.motherTongues),
  };
}

/**
 * The member's preferences as their form shows them: places are stored lower-cased, so a city or state
 * some member lists is spelled as listed ("lucknow" → "Lucknow"); any other stays as stored.
 */
export function preferencesForForm(unqId: number): PartnerPreferences {
  const preferences = readPreferences(unqId);
  if (preferences.places.length === 0) return preferences;
  const spelled = new Map<string, string>();
  for (const { city, state } of listCities()) {
    spelled.set(normalisePlace(city), city);
    spelled.set(normalisePlace(state), state);
  }
  return { ...preferences, places: preferences.places.map((place) => spelled.get(place) ?? place) };
}

/** The row that stores these preferences (validated by the caller's schema: ranges in order, known values). */
export function storedPreferences(preferences: PartnerPreferences, now: Date) {
  const places = [...new Set(preferences.places.map(normalisePlace).filter(Boolean))];
  return {
    ageFrom: preferences.ageFrom ?? null,
    ageTo: preferences.ageTo ?? null,
    heightFromCm: preferences.heightFromCm ?? null,
    heightToCm: preferences.heightToCm ?? null,
    maritalStatuses: encodeList([...new Set(preferences.maritalStatuses)]),
    places: encodeList(places),
    maslaks: encodeList([...new Set(preferences.maslaks)]),
    educationLevelFrom: preferences.educationLevelFrom ?? null,
    motherTongues: encodeList([...new Set(preferences.motherTongues)]),
    setCount: preferenceCount({ ...preferences, places }),
    updatedAt: now,
  };
}

/** Replaces the member's preferences. */
export function savePreferences(unqId: number, preferences: PartnerPreferences, now = new Date()): void {
  const values = storedPreferences(preferences, now);
  getDb().transaction((tx) => {
    tx.insert(partnerPreferences)
      .values({ memberUnqId: unqId, ...values })
      .onConflictDoUpdate({ target: partnerPreferences.memberUnqId, set: values })
      .run();
  }, WRITE);
}
