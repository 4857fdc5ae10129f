PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_members` (
	`unq_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`public_id` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`mobile_verified_at` integer,
	`email_verified_at` integer,
	`id_verified_at` integer,
	`id_document_type` text,
	`photo_verified_at` integer,
	`reviews_women_documents` integer DEFAULT false NOT NULL,
	`password_hash` text NOT NULL,
	`role` text DEFAULT 'member' NOT NULL,
	`block_by_admin` integer DEFAULT false NOT NULL,
	`verified` integer DEFAULT false NOT NULL,
	`full_name` text NOT NULL,
	`age` integer NOT NULL,
	`gender` text NOT NULL,
	`father_name` text,
	`mother_name` text,
	`grand_father_name` text,
	`height` text,
	`dob` text NOT NULL,
	`marital_status` text,
	`family_head` text,
	`family_head_occupation` text,
	`siblings` integer,
	`sister_siblings` integer,
	`married_brother` integer,
	`married_sister` integer,
	`pehchan` text,
	`education` text,
	`working` text,
	`annual_income` integer,
	`house` text,
	`area` text,
	`city` text,
	`state` text,
	`pin` text,
	`country` text,
	`wedding_budget` integer,
	`wedding_style` text,
	`accepted_terms_at` integer NOT NULL,
	`about` text,
	`looking_for` text,
	`maslak` text,
	`prayer` text,
	`mother_tongue` text,
	`education_level` text,
	`height_cm` integer,
	`photo_id` text,
	`photo_visibility` text DEFAULT 'members' NOT NULL,
	`hidden` integer DEFAULT false NOT NULL,
	`awaiting_approval` integer DEFAULT false NOT NULL,
	`awaiting_candidate` integer DEFAULT false NOT NULL,
	`photo_awaiting_approval` integer DEFAULT false NOT NULL,
	`profile_created_by` text DEFAULT 'self' NOT NULL,
	`contact_relation` text,
	`contact_name` text,
	`read_receipts` integer DEFAULT true NOT NULL,
	`language` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`photo_id`) REFERENCES `photos`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
INSERT INTO `__new_members`("unq_id", "public_id", "email", "phone", "mobile_verified_at", "email_verified_at", "id_verified_at", "id_document_type", "photo_verified_at", "reviews_women_documents", "password_hash", "role", "block_by_admin", "verified", "full_name", "age", "gender", "father_name", "mother_name", "grand_father_name", "height", "dob", "marital_status", "family_head", "family_head_occupation", "siblings", "sister_siblings", "married_brother", "married_sister", "pehchan", "education", "working", "annual_income", "house", "area", "city", "state", "pin", "country", "wedding_budget", "wedding_style", "accepted_terms_at", "about", "looking_for", "maslak", "prayer", "mother_tongue", "education_level", "height_cm", "photo_id", "photo_visibility", "hidden", "awaiting_approval", "awaiting_candidate", "photo_awaiting_approval", "profile_created_by", "contact_relation", "contact_name", "read_receipts", "language", "created_at", "updated_at") SELECT "unq_id", "public_id", "email", "phone", "mobile_verified_at", "email_verified_at", "id_verified_at", "id_document_type", "photo_verified_at", "reviews_women_documents", "password_hash", "role", "block_by_admin", "verified", "full_name", "age", "gender", "father_name", "mother_name", "grand_father_name", "height", "dob", "marital_status", "family_head", "family_head_occupation", "siblings", "sister_siblings", "married_brother", "married_sister", "pehchan", "education", "working", "annual_income", "house", "area", "city", "state", "pin", "country", "wedding_budget", "wedding_style", "accepted_terms_at", "about", "looking_for", "maslak", "prayer", "mother_tongue", "education_level", "height_cm", "photo_id", "photo_visibility", "hidden", "awaiting_approval", "awaiting_candidate", "photo_awaiting_approval", "profile_created_by", "contact_relation", "contact_name", "read_receipts", "language", "created_at", "updated_at" FROM `members`;--> statement-breakpoint
DROP TABLE `members`;--> statement-breakpoint
ALTER TABLE `__new_members` RENAME TO `members`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `members_public_id_unique` ON `members` (`public_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `members_email_unique` ON `members` (`email`);--> statement-breakpoint
CREATE INDEX `members_listed_idx` ON `members` (`gender`,`unq_id`,`age`,`wedding_budget`) WHERE "members"."block_by_admin" = 0
      and ("members"."role" = 'member' and ("members"."hidden" = 0 and ("members"."awaiting_approval" = 0 and "members"."awaiting_candidate" = 0)));--> statement-breakpoint
CREATE INDEX `members_listed_age_idx` ON `members` (`gender`,`age`,`wedding_budget`) WHERE "members"."block_by_admin" = 0
      and ("members"."role" = 'member' and ("members"."hidden" = 0 and ("members"."awaiting_approval" = 0 and "members"."awaiting_candidate" = 0)));--> statement-breakpoint
CREATE INDEX `members_listed_city_idx` ON `members` ("city" collate nocase,`gender`,`age`,`wedding_budget`) WHERE "members"."block_by_admin" = 0
      and ("members"."role" = 'member' and ("members"."hidden" = 0 and ("members"."awaiting_approval" = 0 and "members"."awaiting_candidate" = 0)));--> statement-breakpoint
CREATE INDEX `members_listed_place_idx` ON `members` ("city" collate nocase,"state" collate nocase) WHERE "members"."block_by_admin" = 0
      and ("members"."role" = 'member' and ("members"."hidden" = 0 and ("members"."awaiting_approval" = 0 and "members"."awaiting_candidate" = 0)));--> statement-breakpoint
CREATE INDEX `members_photo_idx` ON `members` (`photo_id`);--> statement-breakpoint
CREATE INDEX `members_phone_idx` ON `members` (`phone`);--> statement-breakpoint
CREATE INDEX `members_match_idx` ON `members` (`gender`,`unq_id`,`age`,`height_cm`,`marital_status`,`maslak`,`education_level`,`mother_tongue`,"city" collate nocase,"state" collate nocase) WHERE "members"."block_by_admin" = 0
      and ("members"."role" = 'member' and ("members"."hidden" = 0 and ("members"."awaiting_approval" = 0 and "members"."awaiting_candidate" = 0)));--> statement-breakpoint
CREATE INDEX `members_listed_verified_idx` ON `members` (`gender`,`unq_id`,`verified`,`id_verified_at`,`photo_verified_at`) WHERE ("members"."verified" = 1 or "members"."id_verified_at" is not null or "members"."photo_verified_at" is not null)
      and ("members"."block_by_admin" = 0
      and ("members"."role" = 'member' and ("members"."hidden" = 0 and ("members"."awaiting_approval" = 0 and "members"."awaiting_candidate" = 0))));