import { sql } from "drizzle-orm";
import { blob, index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
// Relative, not "~/": drizzle-kit reads this file without the app's path alias.
import {
  EDUCATION_LEVELS,
  FAMILY_HEADS,
  GENDERS,
  HOUSES,
  MARITAL_STATUSES,
  MASLAKS,
  MOTHER_TONGUES,
  PRAYERS,
  WEDDING_STYLES,
} from "../forms/profile-options";
import { PHOTO_VISIBILITIES } from "../forms/privacy-options";
import { PROFILE_CREATED_BY, RELATIONS } from "../forms/family-options";
import { PAID_PLANS } from "../forms/plans";
import { LANGUAGES } from "../forms/languages";
import { DOCUMENT_TYPES } from "../forms/verification-options";

// Times are stored as integer milliseconds since the epoch.
export const createdAt = () => integer("created_at", { mode: "timestamp_ms" }).notNull();

/**
 * Photos are content-addressed: the id is a hash of the bytes, so a URL can be
 * cached forever and identical pictures are stored once.
 */
export const photos = sqliteTable("photos", {
  id: text("id").primaryKey(),
  mime: text("mime").notNull(),
  data: blob("data", { mode: "buffer" }).notNull(),
  createdAt: createdAt(),
});

/**
 * Smaller copies of a photo for cards and thumbnails (200 and 400 px wide), made on the first request and
 * kept: a phone's listing downloads a few kilobytes per card instead of the full upload. They go with the
 * photo; who may see one is the photo's own question (/images/{id}).
 */
export const photoRenditions = sqliteTable(
  "photo_renditions",
  {
    photoId: text("photo_id")
      .notNull()
      .references(() => photos.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    mime: text("mime").notNull(),
    data: blob("data", { mode: "buffer" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.photoId, t.width] })],
);

/**
 * A member's paid plan (docs/product-rules.md §35): activated by an administrator after payment made
 * elsewhere, from a start date for the plan's validity. No row in force means Basic. Rows are kept as the
 * member's plan history; ending early sets endsAt to the moment it was ended.
 */
export const planActivations = sqliteTable(
  "plan_activations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    memberUnqId: integer("member_unq_id")
      .notNull()
      .references(() => members.unqId, { onDelete: "cascade" }),
    plan: text("plan", { enum: PAID_PLANS }).notNull(),
    startsAt: integer("starts_at", { mode: "timestamp_ms" }).notNull(),
    endsAt: integer("ends_at", { mode: "timestamp_ms" }).notNull(),
    // Elite: the relationship manager the operator assigns, shown to the member.
    managerName: text("manager_name"),
    managerPhone: text("manager_phone"),
    managerEmail: text("manager_email"),
    activatedBy: integer("activated_by").references(() => members.unqId, { onDelete: "set null" }),
    // The "your plan ends in 7 days" e-mail, queued once.
    reminderQueuedAt: integer("reminder_queued_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    // A member's plan in force: their rows by end date.
    index("plan_activations_member_idx").on(t.memberUnqId, t.endsAt),
    // The reminder job: plans ending within 7 days with no reminder yet.
    index("plan_activations_ends_idx").on(t.endsAt),
    index("plan_activations_activated_by_idx").on(t.activatedBy),
  ],
);

/**
 * A member's profile and account. Column names in TypeScript follow the
 * signup form of docs/product-rules.md §3 where it has one.
 * unqId is the sequential, visible member number (MMR00 + unqId); publicId is
 * the opaque 24-hex id used in URLs and the API so ids cannot be walked.
 */
export const members = sqliteTable(
  "members",
  {
    unqId: integer("unq_id").primaryKey({ autoIncrement: true }),
    publicId: text("public_id").notNull().unique(),
    email: text("email").notNull().unique(), // normalised: trimmed, lower case
    // Ten digits. One account's alone, except a number a relative verified on up to three profiles they
    // made (docs/product-rules.md §38): app/domain/accounts/mobile-numbers.server.ts keeps that rule.
    phone: text("phone").notNull(),
    // When this phone number was last proven by an SMS code; a changed number is unproven again (§38).
    mobileVerifiedAt: integer("mobile_verified_at", { mode: "timestamp_ms" }),
    // The badges (issue 37, §39): when the address was proven by code (every member's at signup; migration 0015
    // gave existing members their signup time); when a person approved an identity document, and which kind;
    // when a person matched a selfie to the profile photos (a changed photo clears it).
    emailVerifiedAt: integer("email_verified_at", { mode: "timestamp_ms" }),
    idVerifiedAt: integer("id_verified_at", { mode: "timestamp_ms" }),
    idDocumentType: text("id_document_type", { enum: DOCUMENT_TYPES }),
    photoVerifiedAt: integer("photo_verified_at", { mode: "timestamp_ms" }),
    // An administrator who reviews women's documents and selfies: when one exists, only they get those (§39).
    reviewsWomenDocuments: integer("reviews_women_documents", { mode: "boolean" }).notNull().default(false),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: ["member", "admin"] })
      .notNull()
      .default("member"),
    blockByAdmin: integer("block_by_admin", { mode: "boolean" }).notNull().default(false),
    verified: integer("verified", { mode: "boolean" }).notNull().default(false),

    fullName: text("full_name").notNull(),
    age: integer("age").notNull(),
    gender: text("gender", { enum: GENDERS }).notNull(),
    // The rest of the profile is asked after the short signup, on "Complete your profile" (docs/product-rules.md
    // §3, decision 045): empty until the member gives it; the original client's register still sends it all.
    fatherName: text("father_name"),
    motherName: text("mother_name"),
    grandFatherName: text("grand_father_name"),
    height: text("height"),
    dob: text("dob").notNull(), // YYYY-MM-DD
    maritalStatus: text("marital_status", {
      enum: MARITAL_STATUSES,
    }),
    familyHead: text("family_head", {
      enum: FAMILY_HEADS,
    }),
    familyHeadOccupation: text("family_head_occupation"),
    siblings: integer("siblings"), // brothers
    sisterSiblings: integer("sister_siblings"),
    marriedBrother: integer("married_brother"),
    marriedSister: integer("married_sister"),
    pehchan: text("pehchan"),
    education: text("education"),
    working: text("working"),
    annualIncome: integer("annual_income"),
    house: text("house", { enum: HOUSES }),

    area: text("area"),
    city: text("city"),
    state: text("state"),
    pin: text("pin"),
    country: text("country"),
    weddingBudget: integer("wedding_budget"),
    weddingStyle: text("wedding_style", {
      enum: WEDDING_STYLES,
    }),
    acceptedTermsAt: integer("accepted_terms_at", { mode: "timestamp_ms" }).notNull(),

    // What matching reads (docs/product-rules.md §23), all optional. heightCm is parsed from the height
    // text whenever it is saved (app/forms/height.ts); the text stays what the member typed.
    about: text("about"),
    lookingFor: text("looking_for"),
    maslak: text("maslak", { enum: MASLAKS }),
    prayer: text("prayer", { enum: PRAYERS }),
    motherTongue: text("mother_tongue", { enum: MOTHER_TONGUES }),
    educationLevel: text("education_level", { enum: EDUCATION_LEVELS }),
    heightCm: integer("height_cm"),

    photoId: text("photo_id").references(() => photos.id, { onDelete: "set null" }),
    // Privacy and safety (docs/product-rules.md §27–30). Who may see the photo; a hidden (paused) profile
    // and one awaiting an administrator's approval are out of every listing; a photo awaiting approval
    // is shown to its owner and administrators only.
    photoVisibility: text("photo_visibility", { enum: PHOTO_VISIBILITIES }).notNull().default("members"),
    hidden: integer("hidden", { mode: "boolean" }).notNull().default(false),
    awaitingApproval: integer("awaiting_approval", { mode: "boolean" }).notNull().default(false),
    // A relative's profile waiting for its candidate's confirmation (§31a), out of every listing; existing: confirmed.
    awaitingCandidate: integer("awaiting_candidate", { mode: "boolean" }).notNull().default(false),
    photoAwaitingApproval: integer("photo_awaiting_approval", { mode: "boolean" }).notNull().default(false),
    // Who created and manages the profile (docs/product-rules.md §31): "self", or the contact person's
    // relation and name; existing members are "self".
    profileCreatedBy: text("profile_created_by", { enum: PROFILE_CREATED_BY }).notNull().default("self"),
    contactRelation: text("contact_relation", { enum: RELATIONS }),
    contactName: text("contact_name"),
    // Whether the other member of a conversation may see "Seen" under what they sent (docs/product-rules.md §33):
    // shown only when both members allow it.
    readReceipts: integer("read_receipts", { mode: "boolean" }).notNull().default(true),
    // The language the member chose for pages and e-mails (issue 18); null until they choose, when the
    // browser's cookie or Accept-Language decides.
    language: text("language", { enum: LANGUAGES }),
    // The last day (YYYY-MM-DD, India's calendar) the member was served a page signed in; written at
    // most once a day (docs/product-rules.md §27a, decision 047). Null: not since it was first kept.
    lastActiveOn: text("last_active_on"),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => {
    // The listing reads only listed members (the same text is in listing.server.ts:
    // SQLite uses a partial index only when the query repeats its condition).
    // Nested to the right on purpose: SQLite reads at most two "column = constant" terms per level of a
    // partial index's condition as known (so the index still covers a query), and it descends the right side.
    const listed = sql`${t.blockByAdmin} = 0
      and (${t.role} = 'member' and (${t.hidden} = 0 and (${t.awaitingApproval} = 0 and ${t.awaitingCandidate} = 0)))`;
    return [
      // A page of one gender, newest first: walked in unq_id order, age and
      // budget checked in the index, so a page costs its own rows only.
      index("members_listed_idx").on(t.gender, t.unqId, t.age, t.weddingBudget).where(listed),
      // Counting by age and budget without reading the table.
      index("members_listed_age_idx").on(t.gender, t.age, t.weddingBudget).where(listed),
      // City filter and the city option list compare case-insensitively.
      index("members_listed_city_idx")
        .on(sql`${t.city} collate nocase`, t.gender, t.age, t.weddingBudget)
        .where(listed),
      // The search's place lists (cities, and each city's states) from the index alone: without it the
      // grouping read every listed member's row, 2 to 5 s at 1,000,000 members (docs/decisions/018).
      index("members_listed_place_idx")
        .on(sql`${t.city} collate nocase`, sql`${t.state} collate nocase`)
        .where(listed),
      // Who shows a photo: /images/{id} serves only photos an active member shows, and deletion keeps a
      // photo another member shares; without it both read the whole table.
      index("members_photo_idx").on(t.photoId),
      // A phone number's accounts: "already registered", sign-in by mobile, and the reuse administrators see.
      index("members_phone_idx").on(t.phone),
      // Matches and "best match" (app/domain/matching/matching.server.ts): a candidate's fit to the viewer's
      // preferences is read from this index alone, one gender in member-number order.
      index("members_match_idx")
        .on(
          t.gender,
          t.unqId,
          t.age,
          t.heightCm,
          t.maritalStatus,
          t.maslak,
          t.educationLevel,
          t.motherTongue,
          sql`${t.city} collate nocase`,
          sql`${t.state} collate nocase`,
        )
        .where(listed),
      // "Verified only" (§39): the members a person checked (badges.server.ts has the same condition), one gender in
      // member-number order, from the index alone. Without it the filter's count read every listed member's row
      // (100 ms at 100,000 members, 2 ms with it). Listed on the right, as above, so that the index covers.
      index("members_listed_verified_idx").on(t.gender, t.unqId, t.verified, t.idVerifiedAt, t.photoVerifiedAt)
        .where(sql`(${t.verified} = 1 or ${t.idVerifiedAt} is not null or ${t.photoVerifiedAt} is not null)
      and (${listed})`),
    ];
  },
);

/** Server-side sessions; the cookie carries only the signed id. */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(), // sha-256 of the cookie's id, never the id itself
    memberUnqId: integer("member_unq_id").references(() => members.unqId, {
      onDelete: "cascade",
    }),
    // A guardian's session (docs/product-rules.md §32): never a member's at the same time.
    guardianAccountId: integer("guardian_account_id").references(() => guardianAccounts.id, {
      onDelete: "cascade",
    }),
    data: text("data", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("sessions_member_idx").on(t.memberUnqId),
    index("sessions_guardian_idx").on(t.guardianAccountId),
    index("sessions_expiry_idx").on(t.expiresAt),
  ],
);

/**
 * A guardian's own sign-in (docs/product-rules.md §32). Not a member: never listed, matched or counted as
 * one, and it cannot send a request. One account may guard several members (a father of two daughters).
 */
export const guardianAccounts = sqliteTable("guardian_accounts", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  email: text("email").notNull().unique(), // normalised: trimmed, lower case
  name: text("name").notNull(),
  passwordHash: text("password_hash").notNull(),
  createdAt: createdAt(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});
