import { UserError } from "~/services/user-error.server";
import { setHidden } from "../profiles/profile-visibility.server";
import { eraseAccount } from "./account-erasure.server";
import { confirmOwnPassword } from "./accounts.server";

// Withdrawing consent (DPDP Act 2023, s. 6(4): as easy as giving it; docs/product-rules.md §41): after the same
// password as "Delete my account", the profile is hidden from everyone at once, then the account is erased exactly
// as deletion erases it (§15), with a goodbye that says consent was withdrawn.

/** What the member reads when the hide is done but the erasure failed: they may send the form again. */
export const ERASURE_NOT_DONE =
  "Your profile is now hidden, but your account could not be erased just now. Please try again in a few minutes.";

/**
 * Withdraws the member's consent. A wrong password changes nothing. The hide is a write of its own, committed
 * before the erasure starts: whatever stops the erasure (a full disk, a fault of ours), nobody finds the profile
 * again, and the member is told so (503) rather than shown an error page.
 */
export async function withdrawConsent(unqId: number, password: string): Promise<void> {
  await confirmOwnPassword(unqId, password);
  setHidden(unqId, true);
  try {
    eraseAccount(unqId, "consent-withdrawn");
  } catch (error) {
    if (error instanceof UserError) throw error;
    console.error(`consent withdrawal: member ${unqId} is hidden, not erased: ${(error as Error).message}`);
    throw new UserError(ERASURE_NOT_DONE, { status: 503 });
  }
}
