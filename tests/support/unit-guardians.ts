import { and, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { mailQueue } from "~/db/schema-mail";
import { acceptInvitation } from "~/domain/family/guardian-accounts.server";
import { guardianAccess } from "~/domain/family/guardian-access.server";
import { inviteGuardian } from "~/domain/family/guardians.server";
import type { Viewer } from "~/domain/accounts/member";

// A guardian who accepted a member's invitation (docs/product-rules.md §32), for the unit tests.

const IP = "198.51.100.33";
let n = 0;

/** A guardian of `member` who accepted through the e-mailed link: their account id and access. */
export async function activeGuardian(member: Viewer, canAnswer = false, email = `father.${++n}@example.in`) {
  inviteGuardian(member, { name: `Guardian ${n}`, email, relation: "father", canAnswer });
  const body = getDb()
    .select({ body: mailQueue.body })
    .from(mailQueue)
    .where(and(eq(mailQueue.toEmail, email), eq(mailQueue.kind, "guardian-invitation")))
    .all()
    .at(-1)!.body!;
  const token = body.match(/token=(\S+)/)![1];
  const accountId = await acceptInvitation(token, { name: `Guardian ${n}`, password: "guardian password" }, IP);
  return { accountId, email, name: `Guardian ${n}`, access: () => guardianAccess(accountId, member.publicId)! };
}
