CREATE TABLE `blocked_member_contacts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`member_unq_id` integer,
	`phone_hash` text NOT NULL,
	`email_hash` text NOT NULL,
	`blocked_at` integer NOT NULL,
	FOREIGN KEY (`member_unq_id`) REFERENCES `members`(`unq_id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `blocked_member_contacts_phone_idx` ON `blocked_member_contacts` (`phone_hash`);--> statement-breakpoint
CREATE INDEX `blocked_member_contacts_email_idx` ON `blocked_member_contacts` (`email_hash`);--> statement-breakpoint
CREATE INDEX `blocked_member_contacts_member_idx` ON `blocked_member_contacts` (`member_unq_id`);--> statement-breakpoint
CREATE TABLE `verification_images` (
	`request_id` integer PRIMARY KEY NOT NULL,
	`mime` text NOT NULL,
	`data` blob NOT NULL,
	FOREIGN KEY (`request_id`) REFERENCES `verification_requests`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `verification_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`member_unq_id` integer NOT NULL,
	`kind` text NOT NULL,
	`document_type` text,
	`gesture` text,
	`for_women` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`reason` text,
	`reviewer_unq_id` integer,
	`created_at` integer NOT NULL,
	`decided_at` integer,
	FOREIGN KEY (`member_unq_id`) REFERENCES `members`(`unq_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reviewer_unq_id`) REFERENCES `members`(`unq_id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `verification_requests_queue_idx` ON `verification_requests` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `verification_requests_member_idx` ON `verification_requests` (`member_unq_id`);--> statement-breakpoint
CREATE INDEX `verification_requests_reviewer_idx` ON `verification_requests` (`reviewer_unq_id`);--> statement-breakpoint
ALTER TABLE `members` ADD `email_verified_at` integer;--> statement-breakpoint
ALTER TABLE `members` ADD `id_verified_at` integer;--> statement-breakpoint
ALTER TABLE `members` ADD `id_document_type` text;--> statement-breakpoint
ALTER TABLE `members` ADD `photo_verified_at` integer;--> statement-breakpoint
ALTER TABLE `members` ADD `reviews_women_documents` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `reports` ADD `signal` text;--> statement-breakpoint
ALTER TABLE `reports` ADD `matched_unq_id` integer REFERENCES members(unq_id) ON DELETE set null;--> statement-breakpoint
-- Every member proved their address by code at signup (the site's and the original client's alike): their
-- e-mail badge dates from then (docs/decisions/032).
UPDATE `members` SET `email_verified_at` = `created_at`;--> statement-breakpoint
-- The site's own reports before issue 37 were all about a returning reported member.
UPDATE `reports` SET `signal` = 'returning' WHERE `matched_phone_hash` IS NOT NULL OR `matched_email_hash` IS NOT NULL;
