CREATE TABLE `consents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`member_unq_id` integer NOT NULL,
	`notice_version` text NOT NULL,
	`source` text NOT NULL,
	`declared` integer NOT NULL,
	`language` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`member_unq_id`) REFERENCES `members`(`unq_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `consents_member_idx` ON `consents` (`member_unq_id`,`created_at`);--> statement-breakpoint
-- Existing members accepted the terms box before the itemised notice existed: that acceptance is kept as their
-- first row, so that they are asked for the notice's consent at their next visit and their history stays whole.
INSERT INTO `consents` (`member_unq_id`, `notice_version`, `source`, `declared`, `language`, `created_at`)
SELECT `unq_id`, 'terms-before-notice', 'terms', 0, coalesce(`language`, 'en'), `accepted_terms_at` FROM `members`;
