CREATE TABLE `success_stories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`names` text NOT NULL,
	`city` text,
	`year` integer NOT NULL,
	`text` text NOT NULL,
	`photo_id` text,
	`photo_consent_at` integer,
	`photo_consent_by` integer,
	`status` text DEFAULT 'draft' NOT NULL,
	`published_at` integer,
	`created_by` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`photo_id`) REFERENCES `photos`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`photo_consent_by`) REFERENCES `members`(`unq_id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `members`(`unq_id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `success_stories_published_idx` ON `success_stories` (`status`,`published_at`);--> statement-breakpoint
CREATE INDEX `success_stories_photo_idx` ON `success_stories` (`photo_id`);--> statement-breakpoint
CREATE INDEX `success_stories_consent_by_idx` ON `success_stories` (`photo_consent_by`);--> statement-breakpoint
CREATE INDEX `success_stories_created_by_idx` ON `success_stories` (`created_by`);