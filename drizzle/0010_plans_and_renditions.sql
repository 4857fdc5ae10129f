CREATE TABLE `photo_renditions` (
	`photo_id` text NOT NULL,
	`width` integer NOT NULL,
	`mime` text NOT NULL,
	`data` blob NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`photo_id`, `width`),
	FOREIGN KEY (`photo_id`) REFERENCES `photos`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `plan_activations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`member_unq_id` integer NOT NULL,
	`plan` text NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`manager_name` text,
	`manager_phone` text,
	`manager_email` text,
	`activated_by` integer,
	`reminder_queued_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`member_unq_id`) REFERENCES `members`(`unq_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`activated_by`) REFERENCES `members`(`unq_id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `plan_activations_member_idx` ON `plan_activations` (`member_unq_id`,`ends_at`);--> statement-breakpoint
CREATE INDEX `plan_activations_ends_idx` ON `plan_activations` (`ends_at`);--> statement-breakpoint
CREATE INDEX `plan_activations_activated_by_idx` ON `plan_activations` (`activated_by`);