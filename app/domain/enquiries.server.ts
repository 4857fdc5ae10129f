import { getDb } from "~/db/client.server";
import { enquiries } from "~/db/schema";
import type { ContactInput } from "~/forms/contact";
import { now } from "~/services/clock.server";
import { sendEmail } from "~/services/email.server";
import { getEnv } from "~/services/env.server";

/**
 * Stores an enquiry, then tells the operator. The enquiry is kept even when
 * the notification cannot be sent: the admin inbox is the record.
 */
export async function submitEnquiry(input: ContactInput): Promise<void> {
  const [row] = getDb()
    .insert(enquiries)
    .values({ ...input, createdAt: now() })
    .returning({ id: enquiries.id })
    .all();

  const { ADMIN_EMAIL, SITE_NAME } = getEnv();
  if (!ADMIN_EMAIL) return;
  try {
    await sendEmail({
      to: ADMIN_EMAIL,
      subject: `New enquiry #${row.id} on ${SITE_NAME}`,
      text: [
        `A visitor sent an enquiry through the contact form.`,
        ``,
        `Name: ${input.name}`,
        `Email: ${input.email}`,
        `Phone: ${input.contact}`,
        ``,
        input.message,
      ].join("\n"),
    });
  } catch (error) {
    console.error(`enquiry #${row.id}: operator notification failed: ${(error as Error).message}`);
  }
}
