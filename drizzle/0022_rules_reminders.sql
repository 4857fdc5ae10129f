CREATE TABLE `rules_reminders` (
	`member_unq_id` integer PRIMARY KEY NOT NULL,
	`due_at` integer NOT NULL,
	`reminded_at` integer,
	FOREIGN KEY (`member_unq_id`) REFERENCES `members`(`unq_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `rules_reminders_due_idx` ON `rules_reminders` (`due_at`);