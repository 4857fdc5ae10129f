import { waitingFor } from "~/domain/accounts/candidate-consent.server";
import { firstName } from "~/domain/accounts/member";
import { maskedContact } from "~/forms/candidate-contact";

/**
 * A relative's profile waiting for the person it is for (docs/product-rules.md §31a): whom it waits for and where
 * their code went (masked), for the creator's pages (/welcome right after signup, and /userProfile); null once
 * confirmed, and for every profile a member made for themselves.
 */
export function waitingCandidateOf(unqId: number, fullName: string) {
  const waiting = waitingFor(unqId);
  return (
    waiting && { firstName: firstName(fullName), sentTo: waiting.contact && maskedContact(waiting.contact.address) }
  );
}
