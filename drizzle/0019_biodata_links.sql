CREATE TABLE `biodata_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`member_unq_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`label` text NOT NULL,
	`show_photo` integer DEFAULT false NOT NULL,
	`expires_at` integer NOT NULL,
	`max_views` integer,
	`views` integer DEFAULT 0 NOT NULL,
	`last_viewed_at` integer,
	`revoked_at` integer,
	`made_by_guardian_id` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`member_unq_id`) REFERENCES `members`(`unq_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`made_by_guardian_id`) REFERENCES `guardians`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `biodata_links_member_idx` ON `biodata_links` (`member_unq_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `guardians` ADD `can_share_biodata` integer DEFAULT false NOT NULL;