CREATE TABLE `member_photos` (
	`member_unq_id` integer NOT NULL,
	`photo_id` text NOT NULL,
	`position` integer NOT NULL,
	`awaiting_approval` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`member_unq_id`, `photo_id`),
	FOREIGN KEY (`member_unq_id`) REFERENCES `members`(`unq_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`photo_id`) REFERENCES `photos`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `member_photos_photo_idx` ON `member_photos` (`photo_id`);--> statement-breakpoint
ALTER TABLE `members` ADD `last_active_on` text;