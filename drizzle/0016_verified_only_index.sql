CREATE INDEX `members_listed_verified_idx` ON `members` (`gender`,`unq_id`,`verified`,`id_verified_at`,`photo_verified_at`) WHERE ("members"."verified" = 1 or "members"."id_verified_at" is not null or "members"."photo_verified_at" is not null)
      and ("members"."block_by_admin" = 0
      and ("members"."role" = 'member' and ("members"."hidden" = 0 and "members"."awaiting_approval" = 0)));