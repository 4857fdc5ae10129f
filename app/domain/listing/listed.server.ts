import { sql } from "drizzle-orm";
import { members } from "~/db/schema";

/**
 * Members who may appear in a listing: not blocked, not administrators, not hidden by themselves, not
 * awaiting an administrator's approval nor the confirmation of the person a relative's profile is for
 * (docs/product-rules.md §28, §30, §31a). Written as literal SQL, word for
 * word the condition of the members_listed_* partial indexes (app/db/schema.ts): with bound parameters
 * SQLite would not use them. A module of its own: the listing, its place lists, the match index and the
 * figures all read it.
 */
export const listedMembers = sql`${members.blockByAdmin} = 0
  and (${members.role} = 'member' and (${members.hidden} = 0
  and (${members.awaitingApproval} = 0 and ${members.awaitingCandidate} = 0)))`;
