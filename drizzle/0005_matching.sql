CREATE TABLE `match_alerts` (
	`member_unq_id` integer PRIMARY KEY NOT NULL,
	`search_query` text,
	`last_sent_at` integer NOT NULL,
	`next_due_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`member_unq_id`) REFERENCES `members`(`unq_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `match_alerts_due_idx` ON `match_alerts` (`next_due_at`);--> statement-breakpoint
CREATE TABLE `partner_preferences` (
	`member_unq_id` integer PRIMARY KEY NOT NULL,
	`age_from` integer,
	`age_to` integer,
	`height_from_cm` integer,
	`height_to_cm` integer,
	`marital_statuses` text,
	`places` text,
	`maslaks` text,
	`education_level_from` text,
	`mother_tongues` text,
	`set_count` integer DEFAULT 0 NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`member_unq_id`) REFERENCES `members`(`unq_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `shortlists` (
	`member_unq_id` integer NOT NULL,
	`saved_unq_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`member_unq_id`, `saved_unq_id`),
	FOREIGN KEY (`member_unq_id`) REFERENCES `members`(`unq_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`saved_unq_id`) REFERENCES `members`(`unq_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `shortlists_member_idx` ON `shortlists` (`member_unq_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `shortlists_saved_idx` ON `shortlists` (`saved_unq_id`);--> statement-breakpoint
ALTER TABLE `members` ADD `about` text;--> statement-breakpoint
ALTER TABLE `members` ADD `looking_for` text;--> statement-breakpoint
ALTER TABLE `members` ADD `maslak` text;--> statement-breakpoint
ALTER TABLE `members` ADD `prayer` text;--> statement-breakpoint
ALTER TABLE `members` ADD `mother_tongue` text;--> statement-breakpoint
ALTER TABLE `members` ADD `education_level` text;--> statement-breakpoint
ALTER TABLE `members` ADD `height_cm` integer;--> statement-breakpoint
-- Existing members' heights in centimetres, parsed from their text by the app's own parser (app/forms/height.ts,
-- registered as parse_height_cm on every connection before migrations run: app/db/client.server.ts). The text stays.
UPDATE `members` SET `height_cm` = parse_height_cm(`height`);--> statement-breakpoint
CREATE INDEX `members_match_idx` ON `members` (`gender`,`unq_id`,`age`,`height_cm`,`marital_status`,`maslak`,`education_level`,`mother_tongue`,"city" collate nocase,"state" collate nocase) WHERE "members"."block_by_admin" = 0 and "members"."role" = 'member';