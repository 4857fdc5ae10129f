CREATE TABLE `guardian_accounts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`name` text NOT NULL,
	`password_hash` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `guardian_accounts_email_unique` ON `guardian_accounts` (`email`);--> statement-breakpoint
CREATE TABLE `guardian_actions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`guardian_id` integer NOT NULL,
	`member_unq_id` integer NOT NULL,
	`action` text NOT NULL,
	`about_unq_id` integer,
	`about_name` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`guardian_id`) REFERENCES `guardians`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`member_unq_id`) REFERENCES `members`(`unq_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`about_unq_id`) REFERENCES `members`(`unq_id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `guardian_actions_member_idx` ON `guardian_actions` (`member_unq_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `guardian_actions_guardian_idx` ON `guardian_actions` (`guardian_id`);--> statement-breakpoint
CREATE INDEX `guardian_actions_about_idx` ON `guardian_actions` (`about_unq_id`);--> statement-breakpoint
CREATE TABLE `guardians` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`member_unq_id` integer NOT NULL,
	`account_id` integer,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`relation` text NOT NULL,
	`status` text DEFAULT 'invited' NOT NULL,
	`can_answer` integer DEFAULT false NOT NULL,
	`invite_token_hash` text,
	`invite_expires_at` integer,
	`invited_at` integer NOT NULL,
	`accepted_at` integer,
	`revoked_at` integer,
	`last_view_logged_at` integer,
	FOREIGN KEY (`member_unq_id`) REFERENCES `members`(`unq_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`account_id`) REFERENCES `guardian_accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `guardians_member_idx` ON `guardians` (`member_unq_id`,`status`);--> statement-breakpoint
CREATE INDEX `guardians_account_idx` ON `guardians` (`account_id`,`status`);--> statement-breakpoint
CREATE UNIQUE INDEX `guardians_member_email_idx` ON `guardians` (`member_unq_id`,`email`) WHERE "guardians"."status" <> 'revoked';--> statement-breakpoint
ALTER TABLE `connection_requests` ADD `answered_by_guardian` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `members` ADD `profile_created_by` text DEFAULT 'self' NOT NULL;--> statement-breakpoint
ALTER TABLE `members` ADD `contact_relation` text;--> statement-breakpoint
ALTER TABLE `members` ADD `contact_name` text;--> statement-breakpoint
ALTER TABLE `sessions` ADD `guardian_account_id` integer REFERENCES guardian_accounts(id) ON DELETE cascade;--> statement-breakpoint
CREATE INDEX `sessions_guardian_idx` ON `sessions` (`guardian_account_id`);