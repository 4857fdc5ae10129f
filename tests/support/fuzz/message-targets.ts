import type { Encoding, Target } from "./targets";

// Messages between connected members (docs/product-rules.md §33): the reply box, a conversation's pages (its
// ?before= and ?report=), the list, reporting a message, the read receipts setting and the guardian's
// read-only view. The conversation is the member's with the correspondent (fixtures.ts), whose messages she
// has read: reading it again writes nothing. An administrator is a member of neither side (a third person).

const BODY: Encoding[] = ["json", "multipart", "urlencoded", "raw"];
const QUERY: Encoding[] = ["query"];
const GUARDIAN_TABLES = ["guardians", "guardian_actions"] as const;

export const MESSAGE_TARGETS: Target[] = [
  {
    name: "POST /messages/{id} (send)",
    method: "POST",
    path: "/messages/{id}",
    segment: (f) => f.conversation.id,
    encodings: BODY,
    // Past the burst limit (15 a minute) the rest are refused with a 429, and write nothing.
    writes: { visitor: [], admin: [], guardian: [], member: ["messages", "conversations"] },
    valid: () => ({ body: "Assalamu alaikum. My parents would like to speak with yours this Sunday." }),
  },
  {
    name: "POST /messages/{id} (the choice about the other member's guardians)",
    method: "POST",
    path: "/messages/{id}",
    segment: (f) => f.conversation.id,
    encodings: BODY,
    writes: { visitor: [], admin: [], guardian: [], member: ["conversations"] },
    valid: () => ({ intent: "guardian-consent", choice: "private" }),
  },
  {
    name: "GET /messages/{id} (?before=, ?report=)",
    method: "GET",
    path: "/messages/{id}",
    segment: (f) => f.conversation.id,
    encodings: QUERY,
    writes: { visitor: [], admin: [], guardian: [], member: [] },
    valid: (f) => ({ before: String(f.conversation.messageId), report: String(f.conversation.messageId) }),
  },
  {
    name: "GET /messages (?page=)",
    method: "GET",
    path: "/messages",
    encodings: QUERY,
    writes: { visitor: [], admin: [], guardian: [], member: [] },
    valid: () => ({ page: "1" }),
  },
  {
    name: "POST /report (a message)",
    method: "POST",
    path: "/report",
    encodings: BODY,
    writes: { visitor: [], admin: [], guardian: [], member: ["reports"] },
    valid: (f) => ({
      memberId: f.conversation.correspondentId,
      messageId: String(f.conversation.messageId),
      returnTo: `/messages/${f.conversation.id}`,
      reason: "money",
      details: "He asked for my bank details.",
    }),
  },
  {
    name: "POST /settings (read receipts on, off)",
    method: "POST",
    path: "/settings",
    encodings: BODY,
    writes: { visitor: [], guardian: [], member: ["members"] },
    valid: () => ({ intent: "receipts-off" }),
  },
  {
    name: "GET /guardian/{member}/messages/{id} (?before=)",
    method: "GET",
    path: (f) => `/guardian/${f.member.id}/messages/{id}`,
    segment: (f) => f.conversation.id,
    encodings: QUERY,
    // The guardian's reading is logged for the member, at most once an hour per conversation; never marked read.
    writes: { visitor: [], member: [], guardian: [...GUARDIAN_TABLES] },
    valid: (f) => ({ before: String(f.conversation.messageId) }),
  },
];
