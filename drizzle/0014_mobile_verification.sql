DROP INDEX `members_phone_unique`;--> statement-breakpoint
ALTER TABLE `members` ADD `mobile_verified_at` integer;--> statement-breakpoint
CREATE INDEX `members_phone_idx` ON `members` (`phone`);--> statement-breakpoint
ALTER TABLE `mail_queue` ADD `to_mobile` text;