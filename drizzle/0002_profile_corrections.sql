CREATE TABLE `profile_corrections` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`member_unq_id` integer NOT NULL,
	`admin_unq_id` integer,
	`field` text NOT NULL,
	`old_value` text NOT NULL,
	`new_value` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`member_unq_id`) REFERENCES `members`(`unq_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`admin_unq_id`) REFERENCES `members`(`unq_id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `profile_corrections_member_idx` ON `profile_corrections` (`member_unq_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `profile_corrections_admin_idx` ON `profile_corrections` (`admin_unq_id`);