import { sql } from "drizzle-orm";
import { blob, check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
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
import { MODERATION_ACTIONS, PHOTO_VISIBILITIES, REPORT_REASONS } from "../forms/privacy-options";
import {
  GUARDIAN_ACTIONS,
  GUARDIAN_CONSENTS,
  GUARDIAN_SCOPES,
  GUARDIAN_STATUSES,
  PROFILE_CREATED_BY,
  RELATIONS,
} from "../forms/family-options";
import { PAID_PLANS } from "../forms/plans";
import { LANGUAGES } from "../forms/languages";
import { DOCUMENT_TYPES, SITE_SIGNALS } from "../forms/verification-options";

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
    fatherName: text("father_name").notNull(),
    motherName: text("mother_name"),
    grandFatherName: text("grand_father_name").notNull(),
    height: text("height").notNull(),
    dob: text("dob").notNull(), // YYYY-MM-DD
    maritalStatus: text("marital_status", {
      enum: MARITAL_STATUSES,
    }).notNull(),
    familyHead: text("family_head", {
      enum: FAMILY_HEADS,
    }).notNull(),
    familyHeadOccupation: text("family_head_occupation").notNull(),
    siblings: integer("siblings").notNull(), // brothers
    sisterSiblings: integer("sister_siblings").notNull(),
    marriedBrother: integer("married_brother"),
    marriedSister: integer("married_sister"),
    pehchan: text("pehchan").notNull(),
    education: text("education").notNull(),
    working: text("working").notNull(),
    annualIncome: integer("annual_income"),
    house: text("house", { enum: HOUSES }).notNull(),

    area: text("area").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    pin: text("pin").notNull(),
    country: text("country").notNull(),
    weddingBudget: integer("wedding_budget"),
    weddingStyle: text("wedding_style", {
      enum: WEDDING_STYLES,
    }).notNull(),
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
 * One-time codes, bound to where they were sent and a purpose: an e-mail address, or for the mobile purposes a
 * mobile number's ten digits (the column keeps its first name, "email").
 */
export const emailCodes = sqliteTable(
  "email_codes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    address: text("email").notNull(),
    purpose: text("purpose", {
      enum: [
        "signup",
        "reset",
        "guardian-reset",
        "mobile-verify",
        "mobile-sign-in",
        "mobile-reset",
        "candidate-confirm",
      ],
    }).notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    verifiedAt: integer("verified_at", { mode: "timestamp_ms" }),
    // The browser session that verified the code; only it may use the result.
    verifiedBySession: text("verified_by_session"),
    consumedAt: integer("consumed_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("email_codes_lookup_idx").on(t.address, t.purpose, t.createdAt)],
);

/**
 * Connection requests. A pair of members has at most one request, whichever
 * way it went: pairLow/pairHigh are the two unqIds in order, unique together.
 * An accepted request is the connection itself.
 */
export const connectionRequests = sqliteTable(
  "connection_requests",
  {
    id: text("id").primaryKey(), // opaque 24-hex
    senderUnqId: integer("sender_unq_id")
      .notNull()
      .references(() => members.unqId, { onDelete: "cascade" }),
    recipientUnqId: integer("recipient_unq_id")
      .notNull()
      .references(() => members.unqId, { onDelete: "cascade" }),
    pairLow: integer("pair_low").notNull(),
    pairHigh: integer("pair_high").notNull(),
    status: text("status", { enum: ["pending", "accepted", "rejected"] })
      .notNull()
      .default("pending"),
    createdAt: createdAt(),
    respondedAt: integer("responded_at", { mode: "timestamp_ms" }),
    // Answered by the recipient's guardian on their behalf (docs/product-rules.md §32), shown to both sides.
    answeredByGuardian: integer("answered_by_guardian", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [
    uniqueIndex("connection_requests_pair_idx").on(t.pairLow, t.pairHigh),
    index("connection_requests_recipient_idx").on(t.recipientUnqId, t.status, t.createdAt),
    index("connection_requests_sender_idx").on(t.senderUnqId, t.status),
    check("connection_requests_pair_order", sql`${t.pairLow} < ${t.pairHigh}`),
  ],
);

/** Messages from the contact form (and the API's contact call). */
export const enquiries = sqliteTable(
  "enquiries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    contact: text("contact").notNull(),
    message: text("message").notNull(),
    createdAt: createdAt(),
    handledAt: integer("handled_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("enquiries_created_idx").on(t.createdAt)],
);

export const newsletterSubscriptions = sqliteTable("newsletter_subscriptions", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  email: text("email").notNull().unique(), // normalised: trimmed, lower case
  createdAt: createdAt(),
});

/** Fixed-window counters for throttling, kept here so a restart keeps them. */
export const rateLimits = sqliteTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: integer("window_start").notNull(), // ms
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/**
 * An administrator's correction of a member's gender or date of birth, which members cannot change
 * themselves (docs/product-rules.md §3, §16): one row per changed field, shown on the member's admin page.
 * It goes with the member's account; an administrator who is deleted leaves the row without a name.
 */
export const profileCorrections = sqliteTable(
  "profile_corrections",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    memberUnqId: integer("member_unq_id")
      .notNull()
      .references(() => members.unqId, { onDelete: "cascade" }),
    adminUnqId: integer("admin_unq_id").references(() => members.unqId, { onDelete: "set null" }),
    field: text("field", { enum: ["gender", "dob"] }).notNull(),
    oldValue: text("old_value").notNull(),
    newValue: text("new_value").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("profile_corrections_member_idx").on(t.memberUnqId, t.createdAt),
    index("profile_corrections_admin_idx").on(t.adminUnqId),
  ],
);

/**
 * Outgoing e-mail, written in the same transaction as the change it reports and sent by the worker in
 * app/domain/mail/mail-worker.server.ts (codes are not queued: they are sent at once). A row names whom it
 * is to and about through foreign keys, so deleting a member, a request or an enquiry erases its mail.
 */
export const mailQueue = sqliteTable(
  "mail_queue",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", {
      enum: [
        "new-requests",
        "request-accepted",
        "enquiry",
        "email-changed",
        "account-deleted",
        "match-alert",
        "warning",
        "photo-request",
        "guardian-invitation",
        "guardian-copy",
        "messages-waiting",
        "plan-ending",
        "candidate-reminder",
        "mobile-changed",
        "verification-decided",
        "grievance",
        "rules-reminder",
      ],
    }).notNull(),
    // The member it is to: their address is read when it is sent (null: a fixed address in toEmail).
    toUnqId: integer("to_unq_id").references(() => members.unqId, { onDelete: "cascade" }),
    toEmail: text("to_email"),
    // An SMS rather than an e-mail (issue 36): the mobile's ten digits; its template and values are in body.
    toMobile: text("to_mobile"),
    // The member or enquiry it tells of: erased with them.
    aboutUnqId: integer("about_unq_id").references(() => members.unqId, { onDelete: "cascade" }),
    enquiryId: integer("enquiry_id").references(() => enquiries.id, { onDelete: "cascade" }),
    // The conversation an "unread messages" e-mail tells of: erased with it (a block, both members gone).
    conversationId: text("conversation_id").references(() => conversations.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    body: text("body"), // null for a digest of requests (written when sent) and once sent
    status: text("status", { enum: ["pending", "sending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }).notNull(),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("mail_queue_due_idx").on(t.status, t.nextAttemptAt),
    index("mail_queue_to_idx").on(t.toUnqId, t.kind, t.status),
    index("mail_queue_about_idx").on(t.aboutUnqId),
    index("mail_queue_enquiry_idx").on(t.enquiryId),
    index("mail_queue_conversation_idx").on(t.conversationId),
  ],
);

/** The connection requests a "new requests" e-mail lists; a request that is deleted leaves the list. */
export const mailQueueRequests = sqliteTable(
  "mail_queue_requests",
  {
    mailId: integer("mail_id")
      .notNull()
      .references(() => mailQueue.id, { onDelete: "cascade" }),
    requestId: text("request_id")
      .notNull()
      .references(() => connectionRequests.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.mailId, t.requestId] }), index("mail_queue_requests_request_idx").on(t.requestId)],
);

/**
 * A member's partner preferences (docs/product-rules.md §24): every part optional, null meaning "any".
 * Lists are stored as "|a|b|" so that one instr() tests membership inside the ranking query
 * (app/domain/matching/matching.server.ts) without a join per candidate; places are stored lower-cased.
 */
export const partnerPreferences = sqliteTable("partner_preferences", {
  memberUnqId: integer("member_unq_id")
    .primaryKey()
    .references(() => members.unqId, { onDelete: "cascade" }),
  ageFrom: integer("age_from"),
  ageTo: integer("age_to"),
  heightFromCm: integer("height_from_cm"),
  heightToCm: integer("height_to_cm"),
  maritalStatuses: text("marital_statuses"),
  places: text("places"),
  maslaks: text("maslaks"),
  /** The lowest education level accepted (EDUCATION_LEVELS is in order). */
  educationLevelFrom: text("education_level_from", { enum: EDUCATION_LEVELS }),
  motherTongues: text("mother_tongues"),
  /** How many of the above are set: the denominator of "fits 5 of your 6", kept with the row. */
  setCount: integer("set_count").notNull().default(0),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});

/** A member's private shortlist ("Save"): nobody else ever reads it. */
export const shortlists = sqliteTable(
  "shortlists",
  {
    memberUnqId: integer("member_unq_id")
      .notNull()
      .references(() => members.unqId, { onDelete: "cascade" }),
    savedUnqId: integer("saved_unq_id")
      .notNull()
      .references(() => members.unqId, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.memberUnqId, t.savedUnqId] }),
    index("shortlists_member_idx").on(t.memberUnqId, t.createdAt),
    index("shortlists_saved_idx").on(t.savedUnqId),
  ],
);

/**
 * A weekly e-mail of new matches (docs/product-rules.md §26), opt-in: one per member. searchQuery null
 * means "my partner preferences"; otherwise the saved search's query string (/profilePage?...).
 */
export const matchAlerts = sqliteTable(
  "match_alerts",
  {
    memberUnqId: integer("member_unq_id")
      .primaryKey()
      .references(() => members.unqId, { onDelete: "cascade" }),
    searchQuery: text("search_query"),
    /** Members who joined after this were not yet in an e-mail. */
    lastSentAt: integer("last_sent_at", { mode: "timestamp_ms" }).notNull(),
    nextDueAt: integer("next_due_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("match_alerts_due_idx").on(t.nextDueAt)],
);

/**
 * A member's request to see a connections-only photo, and the owner's answer (docs/product-rules.md §27):
 * "granted" lets that one member see it until the owner revokes it (the row is then deleted).
 */
export const photoRequests = sqliteTable(
  "photo_requests",
  {
    ownerUnqId: integer("owner_unq_id")
      .notNull()
      .references(() => members.unqId, { onDelete: "cascade" }),
    requesterUnqId: integer("requester_unq_id")
      .notNull()
      .references(() => members.unqId, { onDelete: "cascade" }),
    status: text("status", { enum: ["requested", "granted"] })
      .notNull()
      .default("requested"),
    createdAt: createdAt(),
    respondedAt: integer("responded_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    primaryKey({ columns: [t.ownerUnqId, t.requesterUnqId] }),
    index("photo_requests_requester_idx").on(t.requesterUnqId, t.status),
  ],
);

/** One member's block of another (docs/product-rules.md §28): after it neither sees the other anywhere. */
export const memberBlocks = sqliteTable(
  "member_blocks",
  {
    blockerUnqId: integer("blocker_unq_id")
      .notNull()
      .references(() => members.unqId, { onDelete: "cascade" }),
    blockedUnqId: integer("blocked_unq_id")
      .notNull()
      .references(() => members.unqId, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerUnqId, t.blockedUnqId] }),
    index("member_blocks_blocked_idx").on(t.blockedUnqId),
  ],
);

/**
 * A member's report of another (docs/product-rules.md §29). One row per reporter and reported member: a
 * repeated report updates it, so it counts once. A reporter who deletes their account leaves the report; a
 * reported member who does leaves only an erased_member_reports row of it.
 */
export const reports = sqliteTable(
  "reports",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    reporterUnqId: integer("reporter_unq_id").references(() => members.unqId, { onDelete: "set null" }),
    reportedUnqId: integer("reported_unq_id")
      .notNull()
      .references(() => members.unqId, { onDelete: "cascade" }),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    details: text("details"),
    // A message the reporter attached (docs/product-rules.md §33): a copy, so that a block, which ends the
    // conversation, keeps it for the administrator, who sees this message and nothing else of the conversation.
    messageText: text("message_text"),
    messageSentAt: integer("message_sent_at", { mode: "timestamp_ms" }),
    // Set on a report the site itself raises (no reporter): the reported account has the phone number or the
    // e-mail address of a deleted account that members reported. The keyed hashes it matched in
    // erased_member_reports, so the administrator reads what those reports were (returning-members.server.ts).
    matchedPhoneHash: text("matched_phone_hash"),
    matchedEmailHash: text("matched_email_hash"),
    // What made the site raise it (issue 37): a returning reported member (the hashes above), the same photo as
    // another account (matchedUnqId), or the number or address of an account an administrator blocked.
    signal: text("signal", { enum: SITE_SIGNALS }),
    matchedUnqId: integer("matched_unq_id").references(() => members.unqId, { onDelete: "set null" }),
    status: text("status", { enum: ["open", "dismissed", "warned", "blocked"] })
      .notNull()
      .default("open"),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    uniqueIndex("reports_pair_idx").on(t.reporterUnqId, t.reportedUnqId),
    index("reports_queue_idx").on(t.status, t.updatedAt),
    index("reports_reported_idx").on(t.reportedUnqId),
  ],
);

/**
 * What is kept of the reports about a member who deleted their account (issue 35; /work/shared/PRODUCT.md,
 * "Kept after deletion"): the reason, what the administrators made of it and when, with keyed hashes (HMAC
 * under SESSION_SECRET) of the member's phone number and e-mail address instead of either, so that a new account
 * with the same number or address is flagged to administrators. Not the reporter's details nor the quoted
 * message: both are about, or by, the erased member.
 */
export const erasedMemberReports = sqliteTable(
  "erased_member_reports",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    status: text("status", { enum: ["open", "dismissed", "warned", "blocked"] }).notNull(),
    phoneHash: text("phone_hash").notNull(),
    emailHash: text("email_hash").notNull(),
    reportedAt: integer("reported_at", { mode: "timestamp_ms" }).notNull(),
    erasedAt: integer("erased_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    // A new account's phone number or address is looked up when it registers or changes them.
    index("erased_member_reports_phone_idx").on(t.phoneHash),
    index("erased_member_reports_email_idx").on(t.emailHash),
  ],
);

/** Every administrator's action on a report or a profile awaiting approval, with who and when (§29, §30). */
export const moderationActions = sqliteTable(
  "moderation_actions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    adminUnqId: integer("admin_unq_id").references(() => members.unqId, { onDelete: "set null" }),
    memberUnqId: integer("member_unq_id")
      .notNull()
      .references(() => members.unqId, { onDelete: "cascade" }),
    reportId: integer("report_id").references(() => reports.id, { onDelete: "set null" }),
    action: text("action", { enum: MODERATION_ACTIONS }).notNull(),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [
    index("moderation_actions_member_idx").on(t.memberUnqId, t.createdAt),
    index("moderation_actions_admin_idx").on(t.adminUnqId),
    index("moderation_actions_report_idx").on(t.reportId),
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

/**
 * A member's guardian (§32): invited by the member to an address, active once the guardian accepts with an
 * account, revoked by the member at any time (the row stays, so the activity log still names them; it goes
 * with the member's account). inviteTokenHash is the SHA-256 of the secret in the invitation link.
 */
export const guardians = sqliteTable(
  "guardians",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    memberUnqId: integer("member_unq_id")
      .notNull()
      .references(() => members.unqId, { onDelete: "cascade" }),
    accountId: integer("account_id").references(() => guardianAccounts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(), // the invited address, normalised
    relation: text("relation", { enum: RELATIONS }).notNull(),
    status: text("status", { enum: GUARDIAN_STATUSES }).notNull().default("invited"),
    canAnswer: integer("can_answer", { mode: "boolean" }).notNull().default(false),
    scope: text("scope", { enum: GUARDIAN_SCOPES }).notNull().default("conversations"), // §32: as before it existed
    // The member allowed this guardian to make and revoke share links to their biodata (§40).
    canShareBiodata: integer("can_share_biodata", { mode: "boolean" }).notNull().default(false),
    inviteTokenHash: text("invite_token_hash"),
    inviteExpiresAt: integer("invite_expires_at", { mode: "timestamp_ms" }),
    invitedAt: integer("invited_at", { mode: "timestamp_ms" }).notNull(),
    acceptedAt: integer("accepted_at", { mode: "timestamp_ms" }),
    revokedAt: integer("revoked_at", { mode: "timestamp_ms" }),
    // When a view was last written to the log: views within an hour of it are one entry.
    lastViewLoggedAt: integer("last_view_logged_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("guardians_member_idx").on(t.memberUnqId, t.status),
    index("guardians_account_idx").on(t.accountId, t.status),
    // One open invitation or access per address and member.
    uniqueIndex("guardians_member_email_idx")
      .on(t.memberUnqId, t.email)
      .where(sql`${t.status} <> 'revoked'`),
  ],
);

/** Every guardian action and every change the member made to a guardian's access, shown to the member (§32). */
export const guardianActions = sqliteTable(
  "guardian_actions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    guardianId: integer("guardian_id")
      .notNull()
      .references(() => guardians.id, { onDelete: "cascade" }),
    memberUnqId: integer("member_unq_id")
      .notNull()
      .references(() => members.unqId, { onDelete: "cascade" }),
    action: text("action", { enum: GUARDIAN_ACTIONS }).notNull(),
    // The other member of an answered request; their name is kept, as the member saw it.
    aboutUnqId: integer("about_unq_id").references(() => members.unqId, { onDelete: "set null" }),
    aboutName: text("about_name"),
    createdAt: createdAt(),
  },
  (t) => [
    index("guardian_actions_member_idx").on(t.memberUnqId, t.createdAt),
    index("guardian_actions_guardian_idx").on(t.guardianId),
    index("guardian_actions_about_idx").on(t.aboutUnqId),
  ],
);

/**
 * The conversation of two connected members (docs/product-rules.md §33), opened when a request is accepted;
 * its id is that connection's. A block deletes it (with its messages); a member who deletes their account
 * leaves their side empty (null) and their messages go, so the other side reads "Deleted member". Each side
 * keeps the last message id it read and when it was last e-mailed about unread messages.
 */
export const conversations = sqliteTable(
  "conversations",
  {
    id: text("id").primaryKey(),
    lowUnqId: integer("low_unq_id").references(() => members.unqId, { onDelete: "set null" }),
    highUnqId: integer("high_unq_id").references(() => members.unqId, { onDelete: "set null" }),
    lowReadId: integer("low_read_id").notNull().default(0),
    highReadId: integer("high_read_id").notNull().default(0),
    lowMailedAt: integer("low_mailed_at", { mode: "timestamp_ms" }),
    highMailedAt: integer("high_mailed_at", { mode: "timestamp_ms" }),
    // Each side's choice about the OTHER member's guardians reading it (§33); null, not chosen, is private.
    lowConsent: text("low_consent", { enum: GUARDIAN_CONSENTS }),
    highConsent: text("high_consent", { enum: GUARDIAN_CONSENTS }),
    lastMessageAt: integer("last_message_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("conversations_low_idx").on(t.lowUnqId, t.lastMessageAt),
    index("conversations_high_idx").on(t.highUnqId, t.lastMessageAt),
  ],
);

/** One message of a conversation: text only, as typed (escaped where shown, never made into links). */
export const messages = sqliteTable(
  "messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    conversationId: text("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderUnqId: integer("sender_unq_id")
      .notNull()
      .references(() => members.unqId, { onDelete: "cascade" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("messages_conversation_idx").on(t.conversationId, t.id),
    index("messages_sender_idx").on(t.senderUnqId, t.createdAt),
  ],
);
