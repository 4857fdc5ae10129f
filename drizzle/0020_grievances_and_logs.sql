CREATE TABLE `account_creations` (
	`member_unq_id` integer PRIMARY KEY NOT NULL,
	`ip` text NOT NULL,
	`created_at` integer NOT NULL,
	`deleted_at` integer
);
--> statement-breakpoint
CREATE INDEX `account_creations_deleted_idx` ON `account_creations` (`deleted_at`);--> statement-breakpoint
CREATE TABLE `admin_action_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`admin_unq_id` integer NOT NULL,
	`ip` text NOT NULL,
	`path` text NOT NULL,
	`intent` text,
	`status` integer NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `admin_action_log_created_idx` ON `admin_action_log` (`created_at`);--> statement-breakpoint
CREATE INDEX `admin_action_log_admin_idx` ON `admin_action_log` (`admin_unq_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `grievance_answers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`grievance_id` integer NOT NULL,
	`action` text NOT NULL,
	`admin_unq_id` integer,
	`message` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`grievance_id`) REFERENCES `grievances`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`admin_unq_id`) REFERENCES `members`(`unq_id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `grievance_answers_grievance_idx` ON `grievance_answers` (`grievance_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `grievances` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ticket` text NOT NULL,
	`category` text NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`language` text NOT NULL,
	`member_unq_id` integer,
	`concerned_unq_id` integer,
	`details` text NOT NULL,
	`status` text DEFAULT 'received' NOT NULL,
	`created_at` integer NOT NULL,
	`acknowledged_at` integer,
	`resolved_at` integer,
	FOREIGN KEY (`member_unq_id`) REFERENCES `members`(`unq_id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`concerned_unq_id`) REFERENCES `members`(`unq_id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `grievances_ticket_unique` ON `grievances` (`ticket`);--> statement-breakpoint
CREATE INDEX `grievances_queue_idx` ON `grievances` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `grievances_member_idx` ON `grievances` (`member_unq_id`);--> statement-breakpoint
CREATE INDEX `grievances_concerned_idx` ON `grievances` (`concerned_unq_id`);--> statement-breakpoint
CREATE TABLE `sign_ins` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`member_unq_id` integer,
	`guardian_account_id` integer,
	`ip` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sign_ins_created_idx` ON `sign_ins` (`created_at`);--> statement-breakpoint
CREATE INDEX `sign_ins_member_idx` ON `sign_ins` (`member_unq_id`,`created_at`);