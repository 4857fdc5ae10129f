import { TINY_PNG } from "./hostile-values";
import { Upload } from "./payload";
import type { Encoding, Target } from "./targets";

// The checks by people (docs/product-rules.md §39): the member's sending of an identity document, the start of a
// photo check and its selfie (accepted once the profile edit's target gave her a photo, else refused), and the
// reviewer's decision and picture. The first valid document is accepted; the next ones are refused as a request
// already waiting (409) until the reviewer's valid rejection decides it.

const BODY: Encoding[] = ["json", "multipart", "urlencoded", "raw"];
const none = { visitor: [], member: [], guardian: [], admin: [] };
const CHECK_TABLES = ["verification_requests" as const, "verification_images" as const];

export const VERIFICATION_TARGETS: Target[] = [
  {
    name: "POST /settings/verification?intent=id (an identity document)",
    method: "POST",
    path: "/settings/verification?intent=id",
    encodings: BODY,
    writes: { ...none, member: CHECK_TABLES },
    valid: () => ({ documentType: "pan", document: new Upload(TINY_PNG, "image/png", "pan.png") }),
  },
  {
    name: "POST /settings/verification?intent=start-photo (a gesture chosen)",
    method: "POST",
    path: "/settings/verification?intent=start-photo",
    encodings: BODY,
    writes: { ...none, member: CHECK_TABLES },
    valid: () => ({}),
  },
  {
    name: "POST /settings/verification?intent=selfie",
    method: "POST",
    path: "/settings/verification?intent=selfie",
    encodings: BODY,
    writes: { ...none, member: CHECK_TABLES },
    valid: () => ({ selfie: new Upload(TINY_PNG, "image/png", "selfie.png") }),
  },
  {
    name: "POST /admin/verification (approve, reject)",
    method: "POST",
    path: "/admin/verification",
    encodings: BODY,
    writes: { ...none, admin: [...CHECK_TABLES, "members"] },
    valid: () => ({ intent: "reject", requestId: "1", reason: "The card cannot be read." }),
  },
  {
    name: "GET /admin/verification/{id}/image",
    method: "GET",
    path: "/admin/verification/{id}/image",
    segment: () => "1",
    encodings: ["query"],
    writes: none,
    valid: () => ({}),
  },
];
