CREATE TABLE `conversations` (
	`id` text PRIMARY KEY NOT NULL,
	`low_unq_id` integer,
	`high_unq_id` integer,
	`low_read_id` integer DEFAULT 0 NOT NULL,
	`high_read_id` integer DEFAULT 0 NOT NULL,
	`low_mailed_at` integer,
	`high_mailed_at` integer,
	`last_message_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`low_unq_id`) REFERENCES `members`(`unq_id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`high_unq_id`) REFERENCES `members`(`unq_id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `conversations_low_idx` ON `conversations` (`low_unq_id`,`last_message_at`);--> statement-breakpoint
CREATE INDEX `conversations_high_idx` ON `conversations` (`high_unq_id`,`last_message_at`);--> statement-breakpoint
CREATE TABLE `messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`conversation_id` text NOT NULL,
	`sender_unq_id` integer NOT NULL,
	`body` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`conversation_id`) REFERENCES `conversations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sender_unq_id`) REFERENCES `members`(`unq_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `messages_conversation_idx` ON `messages` (`conversation_id`,`id`);--> statement-breakpoint
CREATE INDEX `messages_sender_idx` ON `messages` (`sender_unq_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `mail_queue` ADD `conversation_id` text REFERENCES conversations(id) ON DELETE cascade;--> statement-breakpoint
CREATE INDEX `mail_queue_conversation_idx` ON `mail_queue` (`conversation_id`);--> statement-breakpoint
ALTER TABLE `members` ADD `read_receipts` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `reports` ADD `message_text` text;--> statement-breakpoint
ALTER TABLE `reports` ADD `message_sent_at` integer;--> statement-breakpoint
-- Every connection made before messages existed gets its conversation (docs/product-rules.md §33).
INSERT INTO `conversations` (`id`, `low_unq_id`, `high_unq_id`, `created_at`) SELECT `id`, `pair_low`, `pair_high`, coalesce(`responded_at`, `created_at`) FROM `connection_requests` WHERE `status` = 'accepted';
