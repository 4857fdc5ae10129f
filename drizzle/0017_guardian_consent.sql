ALTER TABLE `conversations` ADD `low_consent` text;--> statement-breakpoint
ALTER TABLE `conversations` ADD `high_consent` text;--> statement-breakpoint
ALTER TABLE `guardians` ADD `scope` text DEFAULT 'conversations' NOT NULL;