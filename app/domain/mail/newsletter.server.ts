import { getDb } from "~/db/client.server";
import { newsletterSubscriptions } from "~/db/schema-mail";
import { now } from "~/services/clock.server";

/** Subscribes an (already normalised) address; subscribing twice changes nothing. */
export function subscribeToNewsletter(email: string): void {
  getDb().insert(newsletterSubscriptions).values({ email, createdAt: now() }).onConflictDoNothing().run();
}
