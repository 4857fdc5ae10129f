CREATE TABLE `candidate_consents` (
	`member_unq_id` integer PRIMARY KEY NOT NULL,
	`channel` text,
	`address` text,
	`token_hash` text,
	`invited_at` integer,
	`reminded_at` integer,
	`confirmed_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`member_unq_id`) REFERENCES `members`(`unq_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `candidate_consents_token_idx` ON `candidate_consents` (`token_hash`);--> statement-breakpoint
CREATE INDEX `candidate_consents_created_idx` ON `candidate_consents` (`created_at`);--> statement-breakpoint
DROP INDEX `members_listed_idx`;--> statement-breakpoint
DROP INDEX `members_listed_age_idx`;--> statement-breakpoint
DROP INDEX `members_listed_city_idx`;--> statement-breakpoint
DROP INDEX `members_listed_place_idx`;--> statement-breakpoint
DROP INDEX `members_match_idx`;--> statement-breakpoint
DROP INDEX `members_listed_verified_idx`;--> statement-breakpoint
ALTER TABLE `members` ADD `awaiting_candidate` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `members_listed_idx` ON `members` (`gender`,`unq_id`,`age`,`wedding_budget`) WHERE "members"."block_by_admin" = 0
      and ("members"."role" = 'member' and ("members"."hidden" = 0 and ("members"."awaiting_approval" = 0 and "members"."awaiting_candidate" = 0)));--> statement-breakpoint
CREATE INDEX `members_listed_age_idx` ON `members` (`gender`,`age`,`wedding_budget`) WHERE "members"."block_by_admin" = 0
      and ("members"."role" = 'member' and ("members"."hidden" = 0 and ("members"."awaiting_approval" = 0 and "members"."awaiting_candidate" = 0)));--> statement-breakpoint
CREATE INDEX `members_listed_city_idx` ON `members` ("city" collate nocase,`gender`,`age`,`wedding_budget`) WHERE "members"."block_by_admin" = 0
      and ("members"."role" = 'member' and ("members"."hidden" = 0 and ("members"."awaiting_approval" = 0 and "members"."awaiting_candidate" = 0)));--> statement-breakpoint
CREATE INDEX `members_listed_place_idx` ON `members` ("city" collate nocase,"state" collate nocase) WHERE "members"."block_by_admin" = 0
      and ("members"."role" = 'member' and ("members"."hidden" = 0 and ("members"."awaiting_approval" = 0 and "members"."awaiting_candidate" = 0)));--> statement-breakpoint
CREATE INDEX `members_match_idx` ON `members` (`gender`,`unq_id`,`age`,`height_cm`,`marital_status`,`maslak`,`education_level`,`mother_tongue`,"city" collate nocase,"state" collate nocase) WHERE "members"."block_by_admin" = 0
      and ("members"."role" = 'member' and ("members"."hidden" = 0 and ("members"."awaiting_approval" = 0 and "members"."awaiting_candidate" = 0)));--> statement-breakpoint
CREATE INDEX `members_listed_verified_idx` ON `members` (`gender`,`unq_id`,`verified`,`id_verified_at`,`photo_verified_at`) WHERE ("members"."verified" = 1 or "members"."id_verified_at" is not null or "members"."photo_verified_at" is not null)
      and ("members"."block_by_admin" = 0
      and ("members"."role" = 'member' and ("members"."hidden" = 0 and ("members"."awaiting_approval" = 0 and "members"."awaiting_candidate" = 0))));