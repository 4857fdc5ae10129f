import type { Encoding, Target } from "./targets";

// The guardian forms (docs/product-rules.md §32): the member's /family, the invitation link, and the guardian's
// own login, password reset, logout and dashboard. A guardian's session is one more role: member pages send it
// to the login and write nothing, as they do for a visitor.

const BODY: Encoding[] = ["json", "multipart", "urlencoded", "raw"];
const GUARDIAN_TABLES = ["guardians", "guardian_actions"] as const;

export const GUARDIAN_TARGETS: Target[] = [
  {
    name: "POST /family (invite)",
    method: "POST",
    path: "/family",
    encodings: BODY,
    writes: { visitor: [], guardian: [], member: [...GUARDIAN_TABLES] },
    valid: () => ({ intent: "invite", name: "Abdul Rahman", email: "fuzz.uncle@example.in", relation: "uncle" }),
  },
  {
    name: "POST /family (answering on, off)",
    method: "POST",
    path: "/family",
    encodings: BODY,
    writes: { visitor: [], guardian: [], member: [...GUARDIAN_TABLES] },
    valid: (f) => ({ intent: "allow-answering", guardianId: String(f.guardian.guardianId) }),
  },
  {
    name: "POST /family (what a guardian sees of conversations)",
    method: "POST",
    path: "/family",
    encodings: BODY,
    writes: { visitor: [], guardian: [], member: [...GUARDIAN_TABLES] },
    // Her guardian keeps reading (the guardian view target needs it): the scope he has, so nothing changes.
    valid: (f) => ({ intent: "set-scope", guardianId: String(f.guardian.guardianId), scope: "conversations" }),
  },
  {
    name: "POST /family/accept?token={id} (accept, decline)",
    method: "POST",
    path: "/family/accept?token={id}",
    segment: (f) => f.invitationToken,
    encodings: BODY,
    // Accepting signs the guardian in: a new browser for each case.
    writes: { visitor: ["guardian_accounts", ...GUARDIAN_TABLES] },
    freshSession: true,
    weight: 0.5,
    valid: () => ({
      intent: "accept",
      name: "Fuzz Invitee",
      password: "invitee password",
      confirmPassword: "invitee password",
    }),
  },
  {
    name: "POST /guardian/login",
    method: "POST",
    path: "/guardian/login",
    encodings: BODY,
    writes: { visitor: [], member: [] },
    weight: 0.5,
    valid: () => ({ email: "nobody.fuzz@example.in", password: "wrong-password" }),
  },
  {
    name: "POST /guardian/login (right password)",
    method: "POST",
    path: "/guardian/login",
    encodings: BODY,
    // Signed in, the guardian lands on the dashboard, whose view is logged.
    writes: { visitor: [...GUARDIAN_TABLES] },
    freshSession: true,
    weight: 0.3,
    fixed: ["email", "password"],
    valid: (f) => ({ email: f.guardianLeaver.email, password: f.guardianLeaver.password, redirectTo: "/guardian" }),
  },
  {
    name: "POST /guardian/forgot (e-mail)",
    method: "POST",
    path: "/guardian/forgot",
    encodings: BODY,
    writes: { visitor: ["email_codes"], guardian: ["email_codes"] },
    valid: () => ({ intent: "email", email: "nobody.fuzz@example.in" }),
  },
  {
    name: "POST /guardian/forgot (code, new password)",
    method: "POST",
    path: "/guardian/forgot",
    encodings: BODY,
    writes: { visitor: ["email_codes", "guardian_accounts"], guardian: ["email_codes", "guardian_accounts"] },
    valid: () => ({ intent: "otp", otp: "123456" }),
  },
  {
    name: "POST /guardian/logout",
    method: "POST",
    path: "/guardian/logout",
    encodings: BODY,
    writes: { visitor: [], guardian: [] },
    freshSession: true,
    weight: 0.3,
    valid: () => ({}),
  },
  {
    name: "POST /guardian/{id} (accept, decline on the member's behalf)",
    method: "POST",
    path: "/guardian/{id}",
    segment: (f) => f.member.id,
    encodings: BODY,
    // Accepting also opens the pair's conversation (§33).
    writes: { visitor: [], member: [], guardian: ["connection_requests", "conversations", ...GUARDIAN_TABLES] },
    // A refusal shows the dashboard again, and the guardian's look at it is logged (at most once an hour).
    refusalWrites: { guardian: [...GUARDIAN_TABLES] },
    valid: (f) => ({ intent: "accept", requestId: f.requestId }),
  },
];
