import { desc, gte, sql } from "drizzle-orm";
import { getDb, WRITE } from "~/db/client.server";
import { members } from "~/db/schema";
import { partnerPreferences } from "~/db/schema-matching";
import { NO_PREFERENCES, storedPreferences, type PartnerPreferences } from "~/domain/profiles/preferences.server";
import { EDUCATION_LEVELS, MASLAKS, MOTHER_TONGUES } from "~/forms/profile-options";

// What matching compares, for demo and bench members (scripts/seed.ts): the profile's matching fields where
// the seed left them empty, and partner preferences for about a third of the members, so that /matches and
// its bench rank real-looking data (docs/product-rules.md §23-25). Values follow from the member number, so
// the same seed gives the same people.

/** A repeatable fraction in [0, 1) for member `n` and a purpose (`salt`). */
const share = (n: number, salt: number) => (Math.imul(n ^ Math.imul(salt, 0x9e3779b1), 0x85ebca6b) >>> 0) / 2 ** 32;
const choose = <T>(n: number, salt: number, list: readonly T[]): T => list[Math.floor(share(n, salt) * list.length)];
const chance = (n: number, salt: number, p: number) => share(n, salt) < p;

/** Places the seed uses, as members would type them in their preferences. */
const PREFERRED_PLACES = ["Lucknow", "Uttar Pradesh", "Delhi", "Hyderabad", "Maharashtra", "Bihar", "Kerala"];

function preferencesFor(n: number, age: number, gender: "Male" | "Female"): PartnerPreferences {
  // Men mostly look for someone a little younger, women for someone a little older.
  const [below, above] = gender === "Male" ? [7, 1] : [1, 7];
  return {
    ...NO_PREFERENCES,
    ...(chance(n, 1, 0.8) ? { ageFrom: Math.max(18, age - below), ageTo: age + above } : {}),
    ...(chance(n, 2, 0.3) ? (gender === "Male" ? { heightToCm: 170 } : { heightFromCm: 165 }) : {}),
    maritalStatuses: chance(n, 3, 0.4) ? ["UnMarried"] : [],
    places: chance(n, 4, 0.3) ? [choose(n, 5, PREFERRED_PLACES), choose(n, 6, PREFERRED_PLACES)] : [],
    maslaks: chance(n, 7, 0.5) ? [choose(n, 8, MASLAKS.slice(0, 6))] : [],
    ...(chance(n, 9, 0.4) ? { educationLevelFrom: choose(n, 10, ["12th", "Graduate"] as const) } : {}),
    motherTongues: chance(n, 11, 0.3) ? ["Urdu", choose(n, 12, MOTHER_TONGUES)] : [],
  };
}

/** A stored list's value chosen by the member number (`salt` varies it per column), in SQL. */
function chosenInSql(salt: number, values: readonly string[]) {
  const [offset, size] = [sql.raw(String(salt)), sql.raw(String(values.length))]; // integers, not bound reals
  const slot = sql`((((${members.unqId} + ${offset}) * 1103515245 + 12345) / 65536) % ${size})`;
  return sql`json_extract(${JSON.stringify(values)}, '$[' || ${slot} || ']')`;
}

const BATCH = 500; // 13 columns x 500 rows stays under SQLite's 32,766 bound parameters

/** Fills the matching fields and preferences of the newest `count` members; returns how many got preferences. */
export function addDemoMatching(count: number): number {
  const db = getDb();
  const seeded = db
    .select({ unqId: members.unqId, age: members.age, gender: members.gender })
    .from(members)
    .orderBy(desc(members.unqId))
    .limit(count)
    .all();
  const withPreferences = seeded.filter(({ unqId }) => unqId % 3 === 0);
  const now = new Date();
  db.transaction((tx) => {
    // Empty fields only: a seed that fills them itself keeps its values. Heights as the app reads the typed
    // text (parse_height_cm, app/forms/height.ts, registered on the connection).
    tx.update(members)
      .set({
        heightCm: sql`coalesce(${members.heightCm}, parse_height_cm(${members.height}))`,
        maslak: sql`coalesce(${members.maslak}, ${chosenInSql(1, MASLAKS)})`,
        motherTongue: sql`coalesce(${members.motherTongue}, ${chosenInSql(2, MOTHER_TONGUES)})`,
        educationLevel: sql`coalesce(${members.educationLevel}, ${chosenInSql(3, EDUCATION_LEVELS.slice(1))})`,
      })
      .where(gte(members.unqId, seeded.at(-1)?.unqId ?? 0))
      .run();
    for (let start = 0; start < withPreferences.length; start += BATCH) {
      const rows = withPreferences.slice(start, start + BATCH).map(({ unqId, age, gender }) => ({
        memberUnqId: unqId,
        ...storedPreferences(preferencesFor(unqId, age, gender), now),
      }));
      tx.insert(partnerPreferences).values(rows).onConflictDoNothing().run();
    }
  }, WRITE);
  return withPreferences.length;
}
