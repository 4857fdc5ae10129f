CREATE TABLE `erased_member_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reason` text NOT NULL,
	`status` text NOT NULL,
	`phone_hash` text NOT NULL,
	`email_hash` text NOT NULL,
	`reported_at` integer NOT NULL,
	`erased_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `erased_member_reports_phone_idx` ON `erased_member_reports` (`phone_hash`);--> statement-breakpoint
CREATE INDEX `erased_member_reports_email_idx` ON `erased_member_reports` (`email_hash`);--> statement-breakpoint
ALTER TABLE `reports` ADD `matched_phone_hash` text;--> statement-breakpoint
ALTER TABLE `reports` ADD `matched_email_hash` text;