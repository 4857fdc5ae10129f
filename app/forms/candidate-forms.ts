import * as z from "zod/mini";
import { CANDIDATE_CONTACT_INVALID, CANDIDATE_CONTACT_REQUIRED, parseCandidateContact } from "./candidate-contact";
import { otpField } from "./login";

// The forms of a relative's profile waiting for its candidate (docs/product-rules.md §31a). Apart from
// candidate-contact.ts, which the profile schemas import (login.ts imports them in turn).

/** The candidate's page without a link: the contact the code went to, and the code. */
export const candidateCodeSchema = z.object({
  contact: z.string({ error: CANDIDATE_CONTACT_INVALID }).check(
    z.trim(),
    z.refine((value) => parseCandidateContact(value) !== null, CANDIDATE_CONTACT_INVALID),
  ),
  otp: otpField,
});

/** The creator's "change where the code goes" form on their own page. */
export const candidateContactSchema = z.object({
  candidateContact: z.string({ error: CANDIDATE_CONTACT_REQUIRED }).check(
    z.trim(),
    z.minLength(1, { error: CANDIDATE_CONTACT_REQUIRED, abort: true }),
    z.refine((value) => parseCandidateContact(value) !== null, CANDIDATE_CONTACT_INVALID),
  ),
});
