import type { Encoding, Target } from "./targets";

// A relative's profile waiting for its candidate (docs/product-rules.md §31a): the candidate's page (a code, then
// Confirm or Refuse; or a link's token) and the creator's "Send again" and new contact. The fixtures' profiles are
// confirmed, so a valid submission is refused with a message (a wrong code, "already confirmed", a spent link):
// spoiled ones must be refused as plainly, with nothing written.

const BODY: Encoding[] = ["json", "multipart", "urlencoded", "raw"];

export const CANDIDATE_TARGETS: Target[] = [
  {
    name: "POST /confirm-profile (code, confirm, refuse)",
    method: "POST",
    path: "/confirm-profile",
    encodings: BODY,
    // A right code would be verified for this browser: the fuzz never holds one.
    writes: { visitor: ["email_codes"], member: ["email_codes"] },
    valid: (f) => ({ intent: "code", contact: `candidate.${f.member.fields.email}`, otp: "123456" }),
  },
  {
    name: "POST /confirm-profile?token={id} (confirm, refuse by link)",
    method: "POST",
    path: "/confirm-profile?token={id}",
    segment: () => "a".repeat(43),
    encodings: BODY,
    writes: { visitor: [], member: [] },
    valid: () => ({ intent: "confirm" }),
  },
  {
    name: "POST /userProfile/candidate (send again, new contact)",
    method: "POST",
    path: "/userProfile/candidate",
    encodings: BODY,
    writes: { visitor: [], member: ["candidate_consents", "email_codes"] },
    valid: () => ({ intent: "change", candidateContact: "91234 56780" }),
  },
];
