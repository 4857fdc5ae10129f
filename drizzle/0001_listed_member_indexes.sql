DROP INDEX `members_listing_idx`;--> statement-breakpoint
DROP INDEX `members_city_idx`;--> statement-breakpoint
DROP INDEX `members_budget_idx`;--> statement-breakpoint
CREATE INDEX `members_listed_idx` ON `members` (`gender`,`unq_id`,`age`,`wedding_budget`) WHERE "members"."block_by_admin" = 0 and "members"."role" = 'member';--> statement-breakpoint
CREATE INDEX `members_listed_age_idx` ON `members` (`gender`,`age`,`wedding_budget`) WHERE "members"."block_by_admin" = 0 and "members"."role" = 'member';--> statement-breakpoint
CREATE INDEX `members_listed_city_idx` ON `members` ("city" collate nocase,`gender`,`age`,`wedding_budget`) WHERE "members"."block_by_admin" = 0 and "members"."role" = 'member';