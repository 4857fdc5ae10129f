CREATE TABLE `connection_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`sender_unq_id` integer NOT NULL,
	`recipient_unq_id` integer NOT NULL,
	`pair_low` integer NOT NULL,
	`pair_high` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` integer NOT NULL,
	`responded_at` integer,
	FOREIGN KEY (`sender_unq_id`) REFERENCES `members`(`unq_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recipient_unq_id`) REFERENCES `members`(`unq_id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "connection_requests_pair_order" CHECK("connection_requests"."pair_low" < "connection_requests"."pair_high")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `connection_requests_pair_idx` ON `connection_requests` (`pair_low`,`pair_high`);--> statement-breakpoint
CREATE INDEX `connection_requests_recipient_idx` ON `connection_requests` (`recipient_unq_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `connection_requests_sender_idx` ON `connection_requests` (`sender_unq_id`,`status`);--> statement-breakpoint
CREATE TABLE `email_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`purpose` text NOT NULL,
	`code_hash` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`expires_at` integer NOT NULL,
	`verified_at` integer,
	`verified_by_session` text,
	`consumed_at` integer,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `email_codes_lookup_idx` ON `email_codes` (`email`,`purpose`,`created_at`);--> statement-breakpoint
CREATE TABLE `enquiries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`contact` text NOT NULL,
	`message` text NOT NULL,
	`created_at` integer NOT NULL,
	`handled_at` integer
);
--> statement-breakpoint
CREATE INDEX `enquiries_created_idx` ON `enquiries` (`created_at`);--> statement-breakpoint
CREATE TABLE `members` (
	`unq_id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`public_id` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`password_hash` text NOT NULL,
	`role` text DEFAULT 'member' NOT NULL,
	`block_by_admin` integer DEFAULT false NOT NULL,
	`verified` integer DEFAULT false NOT NULL,
	`full_name` text NOT NULL,
	`age` integer NOT NULL,
	`gender` text NOT NULL,
	`father_name` text NOT NULL,
	`mother_name` text,
	`grand_father_name` text NOT NULL,
	`height` text NOT NULL,
	`dob` text NOT NULL,
	`marital_status` text NOT NULL,
	`family_head` text NOT NULL,
	`family_head_occupation` text NOT NULL,
	`siblings` integer NOT NULL,
	`sister_siblings` integer NOT NULL,
	`married_brother` integer,
	`married_sister` integer,
	`pehchan` text NOT NULL,
	`education` text NOT NULL,
	`working` text NOT NULL,
	`annual_income` integer,
	`house` text NOT NULL,
	`area` text NOT NULL,
	`city` text NOT NULL,
	`state` text NOT NULL,
	`pin` text NOT NULL,
	`country` text NOT NULL,
	`wedding_budget` integer,
	`wedding_style` text NOT NULL,
	`accepted_terms_at` integer NOT NULL,
	`photo_id` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`photo_id`) REFERENCES `photos`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `members_public_id_unique` ON `members` (`public_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `members_email_unique` ON `members` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `members_phone_unique` ON `members` (`phone`);--> statement-breakpoint
CREATE INDEX `members_listing_idx` ON `members` (`block_by_admin`,`gender`,`age`);--> statement-breakpoint
CREATE INDEX `members_city_idx` ON `members` ("city" collate nocase,`gender`,`age`);--> statement-breakpoint
CREATE INDEX `members_budget_idx` ON `members` (`gender`,`wedding_budget`);--> statement-breakpoint
CREATE TABLE `newsletter_subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscriptions_email_unique` ON `newsletter_subscriptions` (`email`);--> statement-breakpoint
CREATE TABLE `photos` (
	`id` text PRIMARY KEY NOT NULL,
	`mime` text NOT NULL,
	`data` blob NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`key`, `window_start`)
);
--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`member_unq_id` integer,
	`data` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`member_unq_id`) REFERENCES `members`(`unq_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_member_idx` ON `sessions` (`member_unq_id`);--> statement-breakpoint
CREATE INDEX `sessions_expiry_idx` ON `sessions` (`expires_at`);