CREATE TABLE `mail_queue` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`to_unq_id` integer,
	`to_email` text,
	`about_unq_id` integer,
	`enquiry_id` integer,
	`subject` text NOT NULL,
	`body` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`last_error` text,
	`created_at` integer NOT NULL,
	`sent_at` integer,
	FOREIGN KEY (`to_unq_id`) REFERENCES `members`(`unq_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`about_unq_id`) REFERENCES `members`(`unq_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`enquiry_id`) REFERENCES `enquiries`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `mail_queue_due_idx` ON `mail_queue` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `mail_queue_to_idx` ON `mail_queue` (`to_unq_id`,`kind`,`status`);--> statement-breakpoint
CREATE INDEX `mail_queue_about_idx` ON `mail_queue` (`about_unq_id`);--> statement-breakpoint
CREATE INDEX `mail_queue_enquiry_idx` ON `mail_queue` (`enquiry_id`);--> statement-breakpoint
CREATE TABLE `mail_queue_requests` (
	`mail_id` integer NOT NULL,
	`request_id` text NOT NULL,
	PRIMARY KEY(`mail_id`, `request_id`),
	FOREIGN KEY (`mail_id`) REFERENCES `mail_queue`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`request_id`) REFERENCES `connection_requests`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `mail_queue_requests_request_idx` ON `mail_queue_requests` (`request_id`);