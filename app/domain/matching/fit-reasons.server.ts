import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import type { MatchFit } from "~/forms/match-fit";
import { readPreferences, type PartnerPreferences } from "../profiles/preferences.server";
import { levelsFrom, normalisePlace, PREF } from "./match-index.server";

// Which partner preferences (docs/product-rules.md §24) a member meets, one by one, for a profile's "Fits 6 of
// your 8 preferences" both ways (§25, §27a). The ranking (matching.server.ts) counts the same tests over its
// index, bit by bit; this reads the two members' rows. Only whether each is met is told, never the other
// member's values (§24 gives no one else sight of them).

export type PreferenceKey = keyof typeof PREF;
export type PreferenceMet = { preference: PreferenceKey; met: boolean };

/** The member's side of each test. */
type Person = Pick<
  typeof members.$inferSelect,
  "age" | "heightCm" | "maritalStatus" | "maslak" | "educationLevel" | "motherTongue" | "city" | "state"
>;

/** A member's facts the preferences are tested against (the ranking reads the viewer's the same way). */
export const MATCHED_FACTS = {
  age: members.age,
  heightCm: members.heightCm,
  maritalStatus: members.maritalStatus,
  maslak: members.maslak,
  educationLevel: members.educationLevel,
  motherTongue: members.motherTongue,
  city: members.city,
  state: members.state,
};

const within = (value: number | null, from = 0, to = 255): boolean => value !== null && value >= from && value <= to;
const listed = <T>(list: readonly T[], value: T | null): boolean => value !== null && list.includes(value);

/** Each preference set in `wanted`, in the order the preferences page asks them, and whether `person` meets it. */
export function preferencesMet(wanted: PartnerPreferences, person: Person): PreferenceMet[] {
  const tests: [PreferenceKey, boolean, () => boolean][] = [
    [
      "age",
      wanted.ageFrom !== undefined || wanted.ageTo !== undefined,
      () => within(person.age, wanted.ageFrom, wanted.ageTo),
    ],
    [
      "height",
      wanted.heightFromCm !== undefined || wanted.heightToCm !== undefined,
      () => (person.heightCm ?? 0) > 0 && within(person.heightCm, wanted.heightFromCm, wanted.heightToCm),
    ],
    ["marital", wanted.maritalStatuses.length > 0, () => listed(wanted.maritalStatuses, person.maritalStatus)],
    [
      "place",
      wanted.places.length > 0,
      () =>
        [person.city, person.state].some((place) => place !== null && wanted.places.includes(normalisePlace(place))),
    ],
    ["maslak", wanted.maslaks.length > 0, () => listed(wanted.maslaks, person.maslak)],
    [
      "education",
      wanted.educationLevelFrom !== undefined,
      () => listed(levelsFrom(wanted.educationLevelFrom!), person.educationLevel),
    ],
    ["tongue", wanted.motherTongues.length > 0, () => listed(wanted.motherTongues, person.motherTongue)],
  ];
  return tests.filter(([, set]) => set).map(([preference, , test]) => ({ preference, met: test() }));
}

/** A profile's fit both ways: which of the viewer's preferences the member meets, and which of theirs the viewer. */
export type FitReasons = { fit: MatchFit; mine: PreferenceMet[]; theirs: PreferenceMet[] };

export function fitReasons(viewerUnqId: number, memberUnqId: number): FitReasons | null {
  const read = (unqId: number) => getDb().select(MATCHED_FACTS).from(members).where(eq(members.unqId, unqId)).get();
  const [me, them] = [read(viewerUnqId), read(memberUnqId)];
  if (!me || !them) return null;
  const mine = preferencesMet(readPreferences(viewerUnqId), them);
  const theirs = preferencesMet(readPreferences(memberUnqId), me);
  const count = (list: PreferenceMet[]) => list.filter((item) => item.met).length;
  return {
    fit: { mine: count(mine), mineSet: mine.length, theirs: count(theirs), theirsSet: theirs.length },
    mine,
    theirs,
  };
}
