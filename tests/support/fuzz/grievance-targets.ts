import type { Encoding, Table, Target } from "./targets";

// Complaints to the grievance officer (docs/product-rules.md §41): anyone files one on /grievances and follows it
// there by ticket and address (which writes nothing); only an administrator answers one on /admin/grievances (a
// member gets a 403 and a visitor a 404, writing nothing). The fixture's complaint is fixtures.ts's.

const BODY: Encoding[] = ["json", "multipart", "urlencoded", "raw"];
const filed: Table[] = ["grievances"];

export const GRIEVANCE_TARGETS: Target[] = [
  {
    name: "POST /grievances (file a complaint)",
    method: "POST",
    path: "/grievances",
    encodings: BODY,
    writes: { visitor: filed, member: filed, guardian: filed, admin: filed },
    valid: () => ({
      intent: "file",
      name: "Rashid Khan",
      email: "rashid@example.in",
      category: "fake-profile",
      memberId: "",
      details: "This profile uses my cousin's photos.",
      website: "",
    }),
  },
  {
    name: "POST /grievances (follow a complaint)",
    method: "POST",
    path: "/grievances",
    encodings: BODY,
    writes: { visitor: [], member: [], guardian: [], admin: [] },
    valid: (f) => ({ intent: "follow", ticket: f.grievance.ticket, email: f.grievance.email }),
  },
  {
    name: "POST /admin/grievances (acknowledge, update, resolve)",
    method: "POST",
    path: "/admin/grievances",
    encodings: BODY,
    writes: { visitor: [], member: [], admin: ["grievances", "grievance_answers"] },
    valid: (f) => ({ intent: "update", ticket: f.grievance.ticket, message: "We are looking into it." }),
  },
];
