// Fills DATA_DIR with realistic demo members: npm run db:seed -- --count N [--force] [--bench-passwords]
// The same count gives the same people (a seeded random generator).
//
// Passwords: the first member is the demo login, whose password is printed. Every other demo member gets a
// password nobody knows (random, never shown or stored), so demo members seeded into a real site cannot be
// logged into by anyone who has read the README. --bench-passwords gives them instead one password made at
// random for this database and written to DATA_DIR/bench-password (readable by its owner only): the bench
// and the fault tests log many of them in.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import bcrypt from "bcryptjs";
import { closeDatabase } from "~/db/client.server";
import { CREATED_BY_OF } from "~/forms/family-options";
import { parseHeightCm } from "~/forms/height";
import { EDUCATION_LEVELS, MASLAKS, MOTHER_TONGUES, PRAYERS } from "~/forms/profile-options";
import { countMembers, countRealMembers, insertMembersInBulk, type NewMember } from "./demo-members";
import { addDemoMatching } from "./demo-preferences";
import { addDemoPlans } from "./demo-plans";
import { storePhoto } from "~/domain/profiles/photos.server";
import { getEnv } from "~/services/env.server";
import { newPublicId } from "~/services/ids.server";
import { DEMO_AVATAR_VARIANTS, renderDemoAvatar } from "~/services/demo-avatars.server";
import { PHOTO_MIME } from "~/services/images.server";
import { DOCUMENT_TYPES } from "~/forms/verification-options";
import { BENCH_PASSWORD_FILE, DEMO_LOGIN, DEMO_DOMAIN } from "./demo-login";

const { values } = parseArgs({
  options: {
    count: { type: "string", default: "200" },
    force: { type: "boolean", default: false },
    "bench-passwords": { type: "boolean", default: false },
  },
});
const total = Number(values.count);
if (!Number.isInteger(total) || total < 1 || total > 1_000_000) {
  console.error("--count must be a whole number from 1 to 1000000");
  process.exit(1);
}

const MALE = [
  "Mohammed",
  "Ahmed",
  "Imran",
  "Faisal",
  "Arif",
  "Salman",
  "Zaid",
  "Irfan",
  "Rizwan",
  "Tariq",
  "Asif",
  "Javed",
  "Sameer",
  "Aamir",
  "Danish",
  "Farhan",
  "Owais",
  "Shoaib",
  "Adnan",
  "Sohail",
  "Nadeem",
  "Bilal",
  "Hamza",
  "Yusuf",
  "Ayaan",
];
const FEMALE = [
  "Ayesha",
  "Fatima",
  "Zainab",
  "Mariam",
  "Sana",
  "Hina",
  "Nazia",
  "Sadia",
  "Rubina",
  "Shabnam",
  "Farah",
  "Nida",
  "Iqra",
  "Alina",
  "Mehreen",
  "Rukhsar",
  "Saba",
  "Tabassum",
  "Uzma",
  "Zoya",
  "Amreen",
  "Heena",
  "Nasreen",
  "Shaista",
  "Yasmin",
];
const FAMILY = [
  "Khan",
  "Ansari",
  "Qureshi",
  "Siddiqui",
  "Shaikh",
  "Syed",
  "Pathan",
  "Mirza",
  "Rizvi",
  "Hashmi",
  "Farooqui",
  "Malik",
  "Chaudhary",
  "Naqvi",
  "Baig",
  "Momin",
];
const FATHERS = [
  "Abdul Rahman",
  "Mohammed Iqbal",
  "Abdul Karim",
  "Nasir Ahmed",
  "Rafiq",
  "Mushtaq Ahmed",
  "Shamim",
  "Anwar",
  "Zahid Hussain",
  "Jameel",
];
const MOTHERS = ["Shahnaz", "Rukhsana", "Parveen", "Naseem", "Farida", "Kausar", "Zubeda", "Shamim Bano"];
const GRANDFATHERS = ["Abdul Ghani", "Haji Ismail", "Abdul Majeed", "Ghulam Rasool", "Haji Yaqub", "Abdul Hameed"];
const PLACES = [
  ["Delhi", "Delhi", "110006"],
  ["Mumbai", "Maharashtra", "400003"],
  ["Hyderabad", "Telangana", "500002"],
  ["Lucknow", "Uttar Pradesh", "226003"],
  ["Bhopal", "Madhya Pradesh", "462001"],
  ["Kolkata", "West Bengal", "700016"],
  ["Bengaluru", "Karnataka", "560051"],
  ["Aligarh", "Uttar Pradesh", "202001"],
  ["Ahmedabad", "Gujarat", "380001"],
  ["Srinagar", "Jammu and Kashmir", "190001"],
  ["Malappuram", "Kerala", "676505"],
  ["Chennai", "Tamil Nadu", "600001"],
  ["Patna", "Bihar", "800008"],
  ["Jaipur", "Rajasthan", "302002"],
  ["Moradabad", "Uttar Pradesh", "244001"],
  ["Aurangabad", "Maharashtra", "431001"],
] as const;
const AREAS = [
  "Old City",
  "Civil Lines",
  "Station Road",
  "Masjid Gali",
  "Nehru Nagar",
  "Gandhi Chowk",
  "Rahmat Colony",
];
const PEHCHAN = ["Ansari", "Qureshi", "Siddiqui", "Syed", "Pathan", "Shaikh", "Saifi", "Mansuri"];
const EDUCATION = [
  "B.A.",
  "B.Com",
  "B.Sc",
  "B.Tech",
  "MBA",
  "M.A.",
  "MBBS",
  "Diploma",
  "M.Com",
  "B.Ed",
  "Alimiyat",
  "B.Pharm",
];
const WORK = [
  "Teacher",
  "Software Engineer",
  "Family business",
  "Doctor",
  "Accountant",
  "Pharmacist",
  "Government service",
  "Shop owner",
  "Nurse",
  "Civil Engineer",
  "Tailoring business",
  "Bank officer",
];
// Free education text with the level it stands for, so the two agree.
const EDUCATION_LEVEL_OF: Record<string, (typeof EDUCATION_LEVELS)[number]> = {
  "B.A.": "Graduate",
  "B.Com": "Graduate",
  "B.Sc": "Graduate",
  "B.Tech": "Graduate",
  MBA: "PostGraduate",
  "M.A.": "PostGraduate",
  MBBS: "Graduate",
  Diploma: "Diploma",
  "M.Com": "PostGraduate",
  "B.Ed": "Graduate",
  Alimiyat: "12th",
  "B.Pharm": "Graduate",
};
/** Mother tongues by state: most people speak the region's language or Urdu. */
const TONGUES_OF: Record<string, readonly (typeof MOTHER_TONGUES)[number][]> = {
  Maharashtra: ["Urdu", "Marathi"],
  Telangana: ["Urdu", "Telugu"],
  "West Bengal": ["Bengali", "Urdu"],
  Karnataka: ["Urdu", "Kannada"],
  Gujarat: ["Gujarati", "Urdu"],
  Kerala: ["Malayalam"],
  "Tamil Nadu": ["Tamil", "Urdu"],
  "Jammu and Kashmir": ["Other", "Urdu"],
};
const ABOUT = [
  "I am the eldest in my family and I care a lot about my parents.\nI like reading, cooking and long walks.",
  "Simple and family-minded. I pray regularly and try to learn something new every year.",
  "I run our family's work with my father. I enjoy cricket on weekends and travelling to see relatives.",
  "Calm, honest and hard-working. Deen and family come first for me.",
  "I love teaching children and I volunteer at our local madrasa on Sundays.",
];
const LOOKING_FOR = [
  "Someone practising, kind and respectful to elders.",
  "An educated, understanding partner from a good family; the city does not matter.",
  "A simple person who values family and prayer.\nOpen to a Sunnati nikah.",
  "Someone honest and caring who would like to settle near our family.",
];
/** Heights written the ways members write them (docs/product-rules.md §23): the demo covers each. */
function heightText(inches: number): string {
  const [feet, rest] = [Math.floor(inches / 12), inches % 12];
  const style = Math.floor(matchingRandom() * 4);
  if (style === 0) return `${feet}.${rest}`;
  if (style === 1) return `${feet}'${rest}"`;
  if (style === 2) return `${Math.round(inches * 2.54)} cm`;
  return `${feet} ft ${rest} in`;
}
/** The matching fields of a demo member, as they would have filled them in (heightCm as the app saves it). */
function withMatchingFields(member: NewMember): NewMember {
  return {
    ...member,
    heightCm: parseHeightCm(member.height),
    educationLevel: sometimes(0.9, () => EDUCATION_LEVEL_OF[member.education!]),
    maslak: sometimes(0.85, () => pickFrom(MASLAKS, matchingRandom)),
    prayer: sometimes(0.8, () => pickFrom(PRAYERS, matchingRandom)),
    motherTongue: sometimes(0.9, () =>
      pickFrom(TONGUES_OF[member.state!] ?? ["Urdu", "Urdu", "Hindi"], matchingRandom),
    ),
    about: sometimes(0.7, () => pickFrom(ABOUT, matchingRandom)),
    lookingFor: sometimes(0.6, () => pickFrom(LOOKING_FOR, matchingRandom)),
  };
}
/**
 * Every fourth demo member's profile is managed by a father, mother or brother (docs/product-rules.md §31),
 * named after the profile's own family. Decided by number, not by the random streams, so the others stay
 * as they were.
 */
function withFamilyManager(member: NewMember, n: number): NewMember {
  if (n % 4 !== 0) return member;
  const family = member.fullName.split(" ").at(-1)!;
  const relation = (["father", "mother", "brother"] as const)[(n / 4) % 3];
  const contactName =
    relation === "father"
      ? member.fatherName
      : relation === "mother"
        ? (member.motherName ?? MOTHERS[n % MOTHERS.length])
        : `${MALE[n % MALE.length]} ${family}`;
  return { ...member, profileCreatedBy: CREATED_BY_OF[relation], contactRelation: relation, contactName };
}
const HEADS = ["Father", "Father", "Father", "Mother", "Brother", "GrandFather", "Uncle"] as const;
const HEAD_WORK = ["Business", "Retired teacher", "Farmer", "Government service", "Shop owner", "Contractor"];
const STATUSES = ["UnMarried", "UnMarried", "UnMarried", "UnMarried", "Divorced", "Windowed"] as const;
const STYLES = ["Sunnati(Max 15 People)", "Traditional", "Traditional", "Expensive"] as const;
// mulberry32: small, fast and repeatable.
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = generator(0x5eed);
// The matching fields (added later) draw from a stream of their own, so the same count still gives the
// same people as before, now with these fields filled in.
const matchingRandom = generator(0x3a7c4);
const pickFrom = <T>(list: readonly T[], next = random): T => list[Math.floor(next() * list.length)];
const pick = <T>(list: readonly T[]): T => pickFrom(list);
const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
/** A value in `share` of the members, none in the rest: optional fields are not always given. */
const sometimes = <T>(share: number, value: () => T): T | null => (matchingRandom() < share ? value() : null);

function dobForAge(age: number, today: Date): string {
  const year = today.getUTCFullYear() - age - 1;
  const dob = new Date(Date.UTC(year, today.getUTCMonth(), today.getUTCDate()));
  dob.setUTCDate(dob.getUTCDate() + between(1, 360)); // birthday within the last year of that age
  return dob.toISOString().slice(0, 10);
}

/**
 * A demo member's picture: one of a few dozen generated silhouettes per gender (docs/decisions/014), each
 * rendered and stored once however many members show it (photos are stored by their bytes' hash).
 */
const avatarCache = new Map<string, string>();
async function avatarFor(gender: "Male" | "Female", draw: number): Promise<string> {
  const variant = Math.floor(draw * DEMO_AVATAR_VARIANTS);
  const key = `${gender}${variant}`;
  let id = avatarCache.get(key);
  if (!id) {
    id = storePhoto(await renderDemoAvatar(gender, variant), PHOTO_MIME);
    avatarCache.set(key, id);
  }
  return id;
}

/**
 * The password of every demo member but the demo login. One bcrypt hash for all of them (bcrypt is slow on
 * purpose: a hash each would take hours for 100,000 members); without --bench-passwords it is the hash of 24
 * random bytes that are then forgotten, so nobody can log in as them.
 */
async function othersPasswordHash(): Promise<string> {
  if (!values["bench-passwords"]) return bcrypt.hash(randomBytes(24).toString("base64url"), 10);
  const file = path.join(getEnv().DATA_DIR, BENCH_PASSWORD_FILE);
  // Seeding the same database again keeps its password: the members seeded before still use it.
  if (!fs.existsSync(file)) fs.writeFileSync(file, `${randomBytes(18).toString("base64url")}\n`, { mode: 0o600 });
  return bcrypt.hash(fs.readFileSync(file, "utf8").trim(), 10);
}

const CHUNK = 10_000;

async function main() {
  // Members the seed did not make (every demo address is at DEMO_DOMAIN) mean a real site: demo members
  // would be listed beside real people.
  const real = countRealMembers();
  if (real > 0 && !values.force) {
    console.error(
      `db:seed: this database has ${real} member(s) with an address outside @${DEMO_DOMAIN}, so it is not a demo ` +
        "database. Demo members would be listed beside them. Run again with --force to seed it anyway.",
    );
    closeDatabase();
    process.exit(1);
  }
  const offset = countMembers(); // seeding again adds new people, never duplicates
  const demoHash = offset === 0 ? await bcrypt.hash(DEMO_LOGIN.password, 10) : "";
  const othersHash = await othersPasswordHash();
  const today = new Date();
  const started = Date.now();
  // Made and inserted 10,000 at a time: a million rows held at once took 3.5 GB.
  let rows: NewMember[] = [];
  for (let i = 0; i < total; i++) {
    const n = offset + i + 1;
    const gender = n % 2 === 1 ? "Male" : "Female";
    const first = pick(gender === "Male" ? MALE : FEMALE);
    const family = pick(FAMILY);
    const [city, state, pin] = pick(PLACES);
    const age = between(21, 38);
    const head = pick(HEADS);
    const isDemoLogin = offset === 0 && i === 0;
    const member: NewMember = {
      publicId: newPublicId(),
      email: isDemoLogin ? DEMO_LOGIN.email : `${first}.${family}.${n}@${DEMO_DOMAIN}`.toLowerCase(),
      phone: String(9_000_000_000 + n),
      // Nine in ten proved their number by SMS (docs/product-rules.md §38); the demo login has not, so its first
      // visit shows the banner and the way to. By n, not random(): the rest of each member stays as it was.
      mobileVerifiedAt: isDemoLogin || n % 10 === 0 ? undefined : today,
      // The badges (docs/product-rules.md §39): every member proved the e-mail at signup; by n, as above, one in
      // five had an ID checked by a person (the kinds in turn) and one in four a selfie matched to the photos.
      emailVerifiedAt: today,
      idVerifiedAt: n % 5 === 0 ? today : undefined,
      idDocumentType: n % 5 === 0 ? DOCUMENT_TYPES[(n / 5) % DOCUMENT_TYPES.length] : undefined,
      photoVerifiedAt: n % 4 === 0 ? today : undefined,
      passwordHash: isDemoLogin ? demoHash : othersHash,
      verified: random() < 0.3,
      fullName: isDemoLogin ? DEMO_LOGIN.name : `${first} ${family}`,
      age,
      gender,
      fatherName: `${pick(FATHERS)} ${family}`,
      motherName: random() < 0.85 ? pick(MOTHERS) : null,
      grandFatherName: `${pick(GRANDFATHERS)} ${family}`,
      height: heightText(60 + (gender === "Male" ? between(5, 11) : between(0, 6))),
      dob: dobForAge(age, today),
      maritalStatus: pick(STATUSES),
      familyHead: head,
      familyHeadOccupation: pick(HEAD_WORK),
      // Some only children (0 is allowed, docs/product-rules.md §23), without changing who the others are.
      siblings: Math.max(0, between(1, 4) - (matchingRandom() < 0.1 ? 4 : 0)),
      sisterSiblings: Math.max(0, between(1, 4) - (matchingRandom() < 0.1 ? 4 : 0)),
      pehchan: pick(PEHCHAN),
      education: pick(EDUCATION),
      working: pick(WORK),
      annualIncome: random() < 0.8 ? between(2, 30) * 50_000 : null,
      house: random() < 0.7 ? "Owned" : "Rental",
      area: pick(AREAS),
      city,
      state,
      pin,
      country: "India",
      weddingBudget: random() < 0.85 ? between(5, 100) * 10_000 : null,
      weddingStyle: pick(STYLES),
      acceptedTermsAt: today,
      // One draw from the stream, as the coloured initials it replaces took, so the same count gives the same people.
      photoId: await avatarFor(gender, random()),
      // Every third shows their photo to everyone, so visitors' listing still has faces (§27); the rest keep
      // the default, members only. Decided by number, not by the random stream, so the others stay as they were.
      photoVisibility: n % 3 === 0 ? "everyone" : "members",
      createdAt: today,
      updatedAt: today,
    };
    rows.push(withFamilyManager(withMatchingFields(member), n));
    if (rows.length === CHUNK || i === total - 1) {
      insertMembersInBulk(rows);
      rows = [];
      if (total >= CHUNK) console.info(`seed: ${i + 1} of ${total} members (${Date.now() - started} ms)`);
    }
  }
  console.info(`seed: added ${total} demo members in ${Date.now() - started} ms (now ${countMembers()} in all)`);
  const withPreferences = addDemoMatching(total);
  console.info(
    `seed: matching fields filled, ${withPreferences} with partner preferences (${Date.now() - started} ms)`,
  );
  console.info(`seed: ${addDemoPlans(offset + 1, offset + total)} demo members with a paid plan`);
  if (offset === 0) console.info(`Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`);
  closeDatabase();
}

await main();
