import { getDb, WRITE } from "~/db/client.server";
import { enquiries } from "~/db/schema-mail";
import type { ContactInput } from "~/forms/contact";
import { now } from "~/services/clock.server";
import { getEnv } from "~/services/env.server";
import { queueMail } from "./mail-queue.server";

/**
 * Stores an enquiry and queues the operator's notice with it: the admin inbox is the record, and the
 * notice is retried until it is sent (or shown as failed at /admin/mail).
 */
export async function submitEnquiry(input: ContactInput): Promise<void> {
  const { ADMIN_EMAIL, SITE_NAME } = getEnv();
  const db = getDb();
  db.transaction(() => {
    const [row] = db
      .insert(enquiries)
      .values({ ...input, createdAt: now() })
      .returning({ id: enquiries.id })
      .all();
    if (!ADMIN_EMAIL) return;
    queueMail({
      kind: "enquiry",
      toEmail: ADMIN_EMAIL,
      enquiryId: row.id,
      subject: `New enquiry #${row.id} on ${SITE_NAME}`,
      body: [
        `A visitor sent an enquiry through the contact form.`,
        ``,
        `Name: ${input.name}`,
        `Email: ${input.email}`,
        `Phone: ${input.contact}`,
        ``,
        input.message,
      ].join("\n"),
    });
  }, WRITE);
}
