CREATE TABLE `member_blocks` (
	`blocker_unq_id` integer NOT NULL,
	`blocked_unq_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`blocker_unq_id`, `blocked_unq_id`),
	FOREIGN KEY (`blocker_unq_id`) REFERENCES `members`(`unq_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`blocked_unq_id`) REFERENCES `members`(`unq_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `member_blocks_blocked_idx` ON `member_blocks` (`blocked_unq_id`);--> statement-breakpoint
CREATE TABLE `moderation_actions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`admin_unq_id` integer,
	`member_unq_id` integer NOT NULL,
	`report_id` integer,
	`action` text NOT NULL,
	`note` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`admin_unq_id`) REFERENCES `members`(`unq_id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`member_unq_id`) REFERENCES `members`(`unq_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`report_id`) REFERENCES `reports`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `moderation_actions_member_idx` ON `moderation_actions` (`member_unq_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `moderation_actions_admin_idx` ON `moderation_actions` (`admin_unq_id`);--> statement-breakpoint
CREATE INDEX `moderation_actions_report_idx` ON `moderation_actions` (`report_id`);--> statement-breakpoint
CREATE TABLE `photo_requests` (
	`owner_unq_id` integer NOT NULL,
	`requester_unq_id` integer NOT NULL,
	`status` text DEFAULT 'requested' NOT NULL,
	`created_at` integer NOT NULL,
	`responded_at` integer,
	PRIMARY KEY(`owner_unq_id`, `requester_unq_id`),
	FOREIGN KEY (`owner_unq_id`) REFERENCES `members`(`unq_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`requester_unq_id`) REFERENCES `members`(`unq_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `photo_requests_requester_idx` ON `photo_requests` (`requester_unq_id`,`status`);--> statement-breakpoint
CREATE TABLE `reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reporter_unq_id` integer,
	`reported_unq_id` integer NOT NULL,
	`reason` text NOT NULL,
	`details` text,
	`status` text DEFAULT 'open' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`reporter_unq_id`) REFERENCES `members`(`unq_id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`reported_unq_id`) REFERENCES `members`(`unq_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reports_pair_idx` ON `reports` (`reporter_unq_id`,`reported_unq_id`);--> statement-breakpoint
CREATE INDEX `reports_queue_idx` ON `reports` (`status`,`updated_at`);--> statement-breakpoint
CREATE INDEX `reports_reported_idx` ON `reports` (`reported_unq_id`);--> statement-breakpoint
DROP INDEX `members_listed_idx`;--> statement-breakpoint
DROP INDEX `members_listed_age_idx`;--> statement-breakpoint
DROP INDEX `members_listed_city_idx`;--> statement-breakpoint
DROP INDEX `members_match_idx`;--> statement-breakpoint
ALTER TABLE `members` ADD `photo_visibility` text DEFAULT 'members' NOT NULL;--> statement-breakpoint
ALTER TABLE `members` ADD `hidden` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `members` ADD `awaiting_approval` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `members` ADD `photo_awaiting_approval` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `members_listed_idx` ON `members` (`gender`,`unq_id`,`age`,`wedding_budget`) WHERE "members"."block_by_admin" = 0
      and ("members"."role" = 'member' and ("members"."hidden" = 0 and "members"."awaiting_approval" = 0));--> statement-breakpoint
CREATE INDEX `members_listed_age_idx` ON `members` (`gender`,`age`,`wedding_budget`) WHERE "members"."block_by_admin" = 0
      and ("members"."role" = 'member' and ("members"."hidden" = 0 and "members"."awaiting_approval" = 0));--> statement-breakpoint
CREATE INDEX `members_listed_city_idx` ON `members` ("city" collate nocase,`gender`,`age`,`wedding_budget`) WHERE "members"."block_by_admin" = 0
      and ("members"."role" = 'member' and ("members"."hidden" = 0 and "members"."awaiting_approval" = 0));--> statement-breakpoint
CREATE INDEX `members_match_idx` ON `members` (`gender`,`unq_id`,`age`,`height_cm`,`marital_status`,`maslak`,`education_level`,`mother_tongue`,"city" collate nocase,"state" collate nocase) WHERE "members"."block_by_admin" = 0
      and ("members"."role" = 'member' and ("members"."hidden" = 0 and "members"."awaiting_approval" = 0));