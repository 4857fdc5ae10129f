import { OTHER_FIELDS, PERSONAL_FIELDS, SHORT_SIGNUP_FIELDS } from "~/forms/profile-fields";
import { GRIEVANCE_TARGETS } from "./grievance-targets";
import { GUARDIAN_TARGETS } from "./guardian-targets";
import { TINY_PNG } from "./hostile-values";
import { MESSAGE_TARGETS } from "./message-targets";
import { STORY_TARGETS } from "./story-targets";
import { PLAN_TARGETS } from "./plan-targets";
import { VERIFICATION_TARGETS } from "./verification-targets";
import { CANDIDATE_TARGETS } from "./candidate-targets";
import { Upload } from "./payload";
import { SIGNUP_BOXES } from "../members";

// Every form action of the site and every /api/v1 call (docs/api-contract.md §6), each with a submission that
// the site accepts, which the fuzz then spoils.

/** Who sends a case; a guardian (docs/product-rules.md §32) signs in with their own account, never a member's. */
export type Role = "visitor" | "member" | "admin" | "guardian";
/** The tables compared before and after each request (see db-snapshot.ts for those left out). */
export type Table =
  | "members"
  | "photos"
  | "email_codes"
  | "connection_requests"
  | "enquiries"
  | "newsletter_subscriptions"
  | "match_alerts"
  | "partner_preferences"
  | "shortlists"
  | "member_blocks"
  | "photo_requests"
  | "reports"
  | "moderation_actions"
  | "guardian_accounts"
  | "guardians"
  | "guardian_actions"
  | "conversations"
  | "messages"
  | "success_stories"
  | "plan_activations"
  | "verification_requests"
  | "verification_images"
  | "candidate_consents"
  | "grievances"
  | "grievance_answers";
export type Encoding = "json" | "multipart" | "urlencoded" | "raw" | "query";

export type Target = {
  name: string;
  method: "GET" | "POST" | "PATCH";
  /**
   * The URL; `{id}` stands for a fuzzed path segment whose valid value is `segment`. A function where the URL
   * also holds a fixture's id that stays as it is (the guardian's member in /guardian/:memberId/messages/:id).
   */
  path: string | ((f: Fixtures) => string);
  segment?: (f: Fixtures) => string;
  /** A submission the site accepts (or would, in the right state). */
  valid: (f: Fixtures) => Record<string, string | Upload>;
  /** Fields always sent as they are: credentials that must stay right for the rest to be reached. */
  fixed?: string[];
  encodings: readonly Encoding[];
  /** Who sends it, and which tables their accepted request may change. A refused request changes none. */
  writes: Partial<Record<Role, Table[]>>;
  /**
   * Tables a 4xx may change: only where the site answers a step still to take with a 400, as the profile edit
   * does when it mails a code to a new e-mail address (docs/api-contract.md §8).
   */
  refusalWrites?: Partial<Record<Role, Table[]>>;
  /** A new session for each case: logging in or out must not change the shared visitor and member. */
  freshSession?: boolean;
  /** Share of the usual number of cases: less where each case costs a bcrypt hash. */
  weight?: number;
};

export type Fixtures = {
  /** The fuzzing member (a woman), logged in on the shared member session; `fields` as she signed up. */
  member: { id: string; fields: Record<string, string> };
  /** Logs in afresh for the login and logout cases. */
  leaver: { email: string; password: string };
  /** A man whose request to the member is pending. */
  suitor: { id: string };
  requestId: string;
  /** A man with no request either way. */
  stranger: { id: string };
  /** The member the administrator's buttons point at. */
  moderated: { id: string };
  /** The member's guardian, allowed to answer, signed in on the shared guardian session. */
  guardian: { email: string; password: string; guardianId: number };
  /** The leaver's guardian: signs in afresh for the guardian's login and logout cases. */
  guardianLeaver: { email: string; password: string };
  /** The link of an invitation the leaver sent, not yet answered. */
  invitationToken: string;
  /**
   * The member's conversation with a man she accepted (docs/product-rules.md §33): his messages, all read by
   * her, so that her reading it again writes nothing; `messageId` is his newest.
   */
  conversation: { id: string; correspondentId: string; messageId: number };
  /** A success story the administrator added (docs/product-rules.md §34), a draft with a photo. */
  story: { id: number };
  /** A complaint a visitor filed (docs/product-rules.md §41): its ticket and the address it was filed with. */
  grievance: { ticket: string; email: string };
};

const BODY: Encoding[] = ["json", "multipart", "urlencoded", "raw"];
const QUERY: Encoding[] = ["query"];
const anyone = (tables: Table[]) => ({ visitor: tables, member: tables });
const membersOnly = (tables: Table[]) => ({ visitor: [], member: tables });
/** Answering a request: accepting it also opens the pair's conversation (docs/product-rules.md §33). */
const ANSWERING_TABLES: Table[] = ["connection_requests", "conversations"];

// The profile's fields (the Edit Profile form's and the register call's) and the short signup's, as the site's own
// forms list them.
const PROFILE = [...PERSONAL_FIELDS, ...OTHER_FIELDS].map((field) => field.name);
const SHORT_SIGNUP = SHORT_SIGNUP_FIELDS.map((field) => field.name);
const pick = (fields: Record<string, string>, names: string[]) =>
  Object.fromEntries(names.map((n) => [n, fields[n] ?? ""]));

/** The original client's edit-form names (docs/api-contract.md §8) for the signup names they stand for. */
const EDIT_NAMES: Record<string, string> = {
  maritalstatus: "MarriedStatus",
  pehchan: "belong",
  siblings: "sibling",
  annualIncome: "income",
  area: "address",
  weddingBudget: "budget",
  weddingStyle: "style",
  FamilyHead: "familyHead",
};

/** The member's profile as the edit form (and the register call) names its fields. */
const profileOf = (f: Fixtures) => pick(f.member.fields, PROFILE);
const apiEditOf = (f: Fixtures) =>
  Object.fromEntries(Object.entries(profileOf(f)).map(([name, value]) => [EDIT_NAMES[name] ?? name, value]));
/** Someone signing up: a profile with an address and phone number nobody has. */
const newcomerOf = (f: Fixtures) => ({
  ...profileOf(f),
  email: "newcomer.fuzz@example.in",
  phone: "9123456780",
  gender: "Male",
});
/** The same newcomer on the site's short signup (docs/product-rules.md §3): a profile for himself. */
const shortSignupOf = (f: Fixtures) => ({ ...pick(newcomerOf(f), SHORT_SIGNUP), profileFor: "self" });
const photo = new Upload(TINY_PNG, "image/png", "me.png");
const unknownEmail = "nobody.fuzz@example.in";
const unknownMobile = "+91 91234 56789";

export const FUZZ_TARGETS: Target[] = [
  // Page forms (plain HTML POSTs, as a browser without JavaScript sends them), to the address each
  // form posts to: the page's own URL, search included.
  {
    name: "POST /contactUs",
    method: "POST",
    path: "/contactUs",
    encodings: BODY,
    writes: anyone(["enquiries"]),
    valid: () => ({
      name: "Rashid Khan",
      email: "rashid@example.in",
      contact: "9812345678",
      message: "Please call me.",
      website: "",
    }),
  },
  {
    name: "POST /?index (newsletter)",
    method: "POST",
    path: "/?index",
    encodings: BODY,
    writes: anyone(["newsletter_subscriptions"]),
    valid: () => ({ email: "reader@example.in", website: "" }),
  },
  {
    name: "POST /login (login)",
    method: "POST",
    path: "/login",
    encodings: BODY,
    writes: anyone([]),
    weight: 0.5,
    valid: () => ({ intent: "login", email: unknownEmail, password: "wrong-password", remember: "on" }),
  },
  {
    name: "POST /login (login, right password)",
    method: "POST",
    path: "/login",
    encodings: BODY,
    writes: { visitor: [] },
    freshSession: true,
    weight: 0.3,
    fixed: ["email", "password"],
    valid: (f) => ({
      intent: "login",
      email: f.leaver.email,
      password: f.leaver.password,
      remember: "on",
      redirectTo: "/profilePage",
    }),
  },
  {
    name: "POST /login?forgot=email",
    method: "POST",
    path: "/login?forgot=email",
    encodings: BODY,
    writes: anyone(["email_codes"]),
    valid: () => ({ intent: "forgot-email", email: unknownEmail }),
  },
  {
    name: "POST /login?forgot=otp",
    method: "POST",
    path: "/login?forgot=otp",
    encodings: BODY,
    writes: anyone(["email_codes"]),
    valid: () => ({ intent: "forgot-otp", otp: "123456" }),
  },
  {
    name: "POST /login?forgot=password",
    method: "POST",
    path: "/login?forgot=password",
    encodings: BODY,
    writes: anyone(["members", "email_codes"]),
    weight: 0.5,
    valid: () => ({ intent: "forgot-password", password: "new-password-1" }),
  },
  // Signing in and setting a new password by SMS code (issue 36): the number, its code, then the profile.
  {
    name: "POST /login?mobile=sign-in (number)",
    method: "POST",
    path: "/login?mobile=sign-in",
    encodings: BODY,
    writes: anyone(["email_codes"]),
    valid: () => ({ intent: "mobile-number", purpose: "sign-in", mobile: unknownMobile, remember: "on" }),
  },
  {
    name: "POST /login?mobile=reset&step=code (code)",
    method: "POST",
    path: "/login?mobile=reset&step=code",
    encodings: BODY,
    writes: anyone(["email_codes"]),
    valid: () => ({ intent: "mobile-code", purpose: "reset", otp: "123456" }),
  },
  {
    name: "POST /login?mobile=reset&step=finish (new password)",
    method: "POST",
    path: "/login?mobile=reset&step=finish",
    encodings: BODY,
    writes: anyone(["members", "email_codes"]),
    weight: 0.5,
    valid: () => ({ intent: "mobile-finish", purpose: "reset", password: "new-password-1" }),
  },
  {
    // The short signup's form: one that passes sends both codes, the e-mail's and the SMS's.
    name: "POST /signup (step 1)",
    method: "POST",
    path: "/signup",
    encodings: BODY,
    writes: anyone(["email_codes"]),
    weight: 0.5,
    valid: (f) => ({
      intent: "step1",
      ...shortSignupOf(f),
      password: "secret-pass-1",
      ...SIGNUP_BOXES,
      website: "",
    }),
  },
  {
    name: "POST /signup?step=2 (send the e-mail code again)",
    method: "POST",
    path: "/signup?step=2",
    encodings: BODY,
    writes: anyone(["email_codes"]),
    valid: () => ({ intent: "send-code" }),
  },
  {
    name: "POST /signup?step=2 (send the SMS code again)",
    method: "POST",
    path: "/signup?step=2",
    encodings: BODY,
    writes: anyone(["email_codes"]),
    valid: () => ({ intent: "send-sms-code" }),
  },
  {
    // Create my profile: both codes checked, then the account made.
    name: "POST /signup?step=2 (create)",
    method: "POST",
    path: "/signup?step=2",
    encodings: BODY,
    writes: anyone(["members", "email_codes"]),
    valid: () => ({ intent: "create", emailCode: "123456", smsCode: "123456" }),
  },
  {
    name: "POST /userProfile?edit=1 (edit)",
    method: "POST",
    path: "/userProfile?edit=1",
    encodings: BODY,
    writes: membersOnly(["members", "photos"]),
    refusalWrites: membersOnly(["email_codes"]),
    valid: (f) => ({ ...profileOf(f), image: photo }),
  },
  {
    name: "POST /userProfile (delete, wrong password)",
    method: "POST",
    path: "/userProfile",
    encodings: BODY,
    writes: membersOnly([]),
    weight: 0.3,
    valid: () => ({ intent: "delete", password: "not-my-password" }),
  },
  {
    name: "POST /InnerProfile/{id} (connect)",
    method: "POST",
    path: "/InnerProfile/{id}",
    segment: (f) => f.stranger.id,
    encodings: BODY,
    writes: membersOnly(["connection_requests"]),
    valid: () => ({ intent: "connect" }),
  },
  {
    name: "POST /InnerProfile/{id} (accept)",
    method: "POST",
    path: "/InnerProfile/{id}",
    segment: (f) => f.suitor.id,
    encodings: BODY,
    writes: membersOnly(ANSWERING_TABLES),
    valid: (f) => ({ intent: "accept", requestId: f.requestId }),
  },
  {
    name: "POST /connectionReq (accept, reject)",
    method: "POST",
    path: "/connectionReq",
    encodings: BODY,
    writes: membersOnly(ANSWERING_TABLES),
    valid: (f) => ({ intent: "reject", requestId: f.requestId }),
  },
  {
    name: "POST /admin?index (moderate)",
    method: "POST",
    path: "/admin?index",
    encodings: BODY,
    writes: { visitor: [], member: [], admin: ["members"] },
    valid: (f) => ({ intent: "verify", memberId: f.moderated.id }),
  },
  {
    name: "POST /admin/members/{id} (moderate)",
    method: "POST",
    path: "/admin/members/{id}",
    segment: (f) => f.moderated.id,
    encodings: BODY,
    writes: { visitor: [], member: [], admin: ["members"] },
    valid: (f) => ({ intent: "unverify", memberId: f.moderated.id }),
  },
  {
    // The fuzz server runs with moderation off: nothing waits, so even this is refused ("already approved").
    name: "POST /admin/moderation (approve, reject)",
    method: "POST",
    path: "/admin/moderation",
    encodings: BODY,
    writes: { visitor: [], member: [], admin: ["members", "photos"] },
    valid: (f) => ({ intent: "approve-profile", memberId: f.moderated.id, photoId: "" }),
  },
  {
    name: "POST /admin/enquiries (mark handled)",
    method: "POST",
    path: "/admin/enquiries",
    encodings: BODY,
    writes: { visitor: [], member: [], admin: ["enquiries"] },
    valid: () => ({ enquiryId: "1" }),
  },
  {
    name: "POST /admin/mail (send a failed e-mail again)",
    method: "POST",
    path: "/admin/mail",
    encodings: BODY,
    writes: { visitor: [], member: [], admin: [] },
    valid: () => ({ mailId: "1" }),
  },
  {
    name: "POST /alerts (follow a search, follow preferences, stop)",
    method: "POST",
    path: "/alerts",
    encodings: BODY,
    writes: membersOnly(["match_alerts"]),
    valid: () => ({ intent: "search", search: "gender=Male" }),
  },
  {
    name: "POST /preferences",
    method: "POST",
    path: "/preferences",
    encodings: BODY,
    writes: membersOnly(["partner_preferences"]),
    valid: () => ({
      ageFrom: "24",
      ageTo: "32",
      heightFromCm: "160",
      heightToCm: "185",
      maritalStatuses: "UnMarried",
      places: "Delhi, Uttar Pradesh",
      maslaks: "SunniHanafi",
      educationLevelFrom: "Graduate",
      motherTongues: "Urdu",
    }),
  },
  {
    name: "POST /shortlist (save, unsave)",
    method: "POST",
    path: "/shortlist",
    encodings: BODY,
    writes: membersOnly(["shortlists"]),
    valid: (f) => ({ intent: "save", memberId: f.suitor.id, returnTo: "/shortlist" }),
  },
  {
    name: "POST /settings (photo visibility)",
    method: "POST",
    path: "/settings",
    encodings: BODY,
    writes: membersOnly(["members"]),
    valid: () => ({ intent: "photo-visibility", visibility: "members" }),
  },
  {
    // A member's mobile number by SMS code (issue 36): the number (a code is sent), then the code.
    name: "POST /settings/mobile (send code)",
    method: "POST",
    path: "/settings/mobile",
    encodings: BODY,
    writes: membersOnly(["email_codes"]),
    valid: () => ({ intent: "send", mobile: "91234 56781" }),
  },
  {
    name: "POST /settings/mobile?step=code (code)",
    method: "POST",
    path: "/settings/mobile?step=code",
    encodings: BODY,
    writes: membersOnly(["members", "email_codes"]),
    valid: () => ({ intent: "verify", otp: "123456" }),
  },
  {
    name: "POST /settings (show my photo, decline, revoke)",
    method: "POST",
    path: "/settings",
    encodings: BODY,
    writes: membersOnly(["photo_requests"]),
    valid: (f) => ({ intent: "photo-grant", memberId: f.suitor.id }),
  },
  {
    name: "POST /InnerProfile/{id} (request photo)",
    method: "POST",
    path: "/InnerProfile/{id}",
    segment: (f) => f.stranger.id,
    encodings: BODY,
    writes: membersOnly(["photo_requests"]),
    valid: () => ({ intent: "request-photo" }),
  },
  {
    name: "POST /settings (hide, unhide)",
    method: "POST",
    path: "/settings",
    encodings: BODY,
    writes: membersOnly(["members"]),
    valid: () => ({ intent: "hide", returnTo: "/settings" }),
  },
  {
    // At the moderated member, whom no other member target needs to see: a block ends requests between the two.
    name: "POST /settings (block, unblock)",
    method: "POST",
    path: "/settings",
    encodings: BODY,
    writes: membersOnly(["member_blocks", "connection_requests", "shortlists", "photo_requests"]),
    valid: (f) => ({ intent: "block", memberId: f.moderated.id, returnTo: "/settings" }),
  },
  {
    name: "POST /report",
    method: "POST",
    path: "/report",
    encodings: BODY,
    writes: membersOnly(["reports"]),
    valid: (f) => ({ memberId: f.suitor.id, reason: "fake", details: "The photo is not his." }),
  },
  {
    // Nobody reported the moderated member: the queue's answer is always a refusal here, its parsing fuzzed.
    name: "POST /admin/reports (dismiss, warn, block)",
    method: "POST",
    path: "/admin/reports",
    encodings: BODY,
    writes: { visitor: [], member: [], admin: ["reports", "moderation_actions", "members"] },
    valid: (f) => ({ intent: "dismiss", memberId: f.moderated.id }),
  },
  {
    name: "GET /alerts/stop (a token not ours)",
    method: "GET",
    path: "/alerts/stop",
    encodings: QUERY,
    writes: anyone([]),
    valid: () => ({ token: `1.${"A".repeat(43)}` }),
  },
  {
    name: "POST /logout",
    method: "POST",
    path: "/logout",
    encodings: BODY,
    writes: anyone([]),
    freshSession: true,
    weight: 0.3,
    valid: () => ({}),
  },

  // The original client's calls (docs/api-contract.md §6).
  {
    name: "POST /api/v1/auth/login",
    method: "POST",
    path: "/api/v1/auth/login",
    encodings: BODY,
    writes: anyone([]),
    weight: 0.5,
    valid: () => ({ email: unknownEmail, password: "wrong-password", remember: "true" }),
  },
  {
    name: "POST /api/v1/auth/login (right password)",
    method: "POST",
    path: "/api/v1/auth/login",
    encodings: BODY,
    writes: { visitor: [] },
    freshSession: true,
    weight: 0.3,
    fixed: ["email", "password"],
    valid: (f) => ({ email: f.leaver.email, password: f.leaver.password, remember: "true" }),
  },
  {
    name: "POST /api/v1/auth/forgotPassword",
    method: "POST",
    path: "/api/v1/auth/forgotPassword",
    encodings: BODY,
    writes: anyone(["email_codes"]),
    valid: () => ({ email: unknownEmail }),
  },
  {
    name: "POST /api/v1/auth/verifyToken",
    method: "POST",
    path: "/api/v1/auth/verifyToken",
    encodings: BODY,
    writes: anyone(["email_codes"]),
    valid: () => ({ email: unknownEmail, myToken: "123456" }),
  },
  {
    name: "POST /api/v1/auth/updatePassword",
    method: "POST",
    path: "/api/v1/auth/updatePassword",
    encodings: BODY,
    weight: 0.5,
    writes: anyone(["members", "email_codes"]),
    valid: () => ({ email: unknownEmail, password: "new-password-1" }),
  },
  {
    name: "POST /api/v1/auth/verifyEmail",
    method: "POST",
    path: "/api/v1/auth/verifyEmail",
    encodings: BODY,
    writes: anyone(["email_codes"]),
    valid: () => ({ email: "newcomer.api@example.in" }),
  },
  {
    name: "POST /api/v1/auth/verifyEmailOTP",
    method: "POST",
    path: "/api/v1/auth/verifyEmailOTP",
    encodings: BODY,
    writes: anyone(["email_codes"]),
    valid: () => ({ email: "newcomer.api@example.in", otp: "123456" }),
  },
  {
    name: "POST /api/v1/auth/register",
    method: "POST",
    path: "/api/v1/auth/register",
    encodings: BODY,
    weight: 0.5,
    writes: anyone(["members", "photos", "email_codes"]),
    valid: (f) => ({
      ...newcomerOf(f),
      email: "newcomer.api@example.in",
      password: "secret-pass-1",
      acceptTerms: "true",
      image: photo,
    }),
  },
  {
    name: "POST /api/v1/auth/logout",
    method: "POST",
    path: "/api/v1/auth/logout",
    encodings: BODY,
    writes: anyone([]),
    freshSession: true,
    weight: 0.3,
    valid: () => ({}),
  },
  {
    name: "POST /api/v1/contact/user",
    method: "POST",
    path: "/api/v1/contact/user",
    encodings: BODY,
    writes: anyone(["enquiries"]),
    valid: () => ({
      name: "Rashid Khan",
      email: "rashid@example.in",
      contact: "9812345678",
      message: "Please call me.",
      access_key: "client-key",
    }),
  },
  {
    name: "GET /api/v1/profiles/opposite/users",
    method: "GET",
    path: "/api/v1/profiles/opposite/users",
    encodings: QUERY,
    writes: anyone([]),
    valid: () => ({ page: "1" }),
  },
  {
    name: "GET /api/v1/profiles/city/for/option",
    method: "GET",
    path: "/api/v1/profiles/city/for/option",
    encodings: QUERY,
    writes: anyone([]),
    valid: () => ({}),
  },
  {
    name: "GET /api/v1/adminPanel/allUsers",
    method: "GET",
    path: "/api/v1/adminPanel/allUsers",
    encodings: QUERY,
    writes: anyone([]),
    valid: () => ({ page: "1" }),
  },
  {
    name: "POST /api/v1/profiles/profiles/filter",
    method: "POST",
    path: "/api/v1/profiles/profiles/filter",
    encodings: BODY,
    writes: anyone([]),
    valid: () => ({ gender: "Male", age: "30", city: "Lucknow", budget: "500000", unqId: "", page: "1" }),
  },
  {
    name: "GET /api/v1/myprofile/viewProfile",
    method: "GET",
    path: "/api/v1/myprofile/viewProfile",
    encodings: QUERY,
    writes: anyone([]),
    valid: () => ({}),
  },
  {
    name: "PATCH /api/v1/myprofile/viewProfile",
    method: "PATCH",
    path: "/api/v1/myprofile/viewProfile",
    encodings: BODY,
    writes: membersOnly(["members", "photos"]),
    refusalWrites: membersOnly(["email_codes"]),
    valid: (f) => ({ ...apiEditOf(f), image: photo }),
  },
  {
    name: "GET /api/v1/profiles/single/user/{id}",
    method: "GET",
    path: "/api/v1/profiles/single/user/{id}",
    segment: (f) => f.suitor.id,
    encodings: QUERY,
    writes: anyone([]),
    valid: () => ({}),
  },
  {
    name: "POST /api/v1/connectionRequest/sendrq",
    method: "POST",
    path: "/api/v1/connectionRequest/sendrq",
    encodings: BODY,
    writes: membersOnly(["connection_requests"]),
    valid: (f) => ({ recipientId: f.stranger.id }),
  },
  {
    name: "GET /api/v1/connectionRequest/forme",
    method: "GET",
    path: "/api/v1/connectionRequest/forme",
    encodings: QUERY,
    writes: anyone([]),
    valid: () => ({ page: "1" }),
  },
  {
    name: "GET /api/v1/connectionRequest/sendrq/accept/{id}",
    method: "GET",
    path: "/api/v1/connectionRequest/sendrq/accept/{id}",
    segment: (f) => f.requestId,
    encodings: QUERY,
    writes: membersOnly(ANSWERING_TABLES),
    valid: () => ({}),
  },
  {
    name: "GET /api/v1/connectionRequest/sendrq/reject/{id}",
    method: "GET",
    path: "/api/v1/connectionRequest/sendrq/reject/{id}",
    segment: (f) => f.requestId,
    encodings: QUERY,
    writes: membersOnly(["connection_requests"]),
    valid: () => ({}),
  },
  {
    name: "GET /api/v1/connectionRequest/connection/myconn",
    method: "GET",
    path: "/api/v1/connectionRequest/connection/myconn",
    encodings: QUERY,
    writes: anyone([]),
    valid: () => ({ page: "1" }),
  },
  ...GUARDIAN_TARGETS,
  ...MESSAGE_TARGETS,
  ...STORY_TARGETS,
  ...PLAN_TARGETS,
  ...VERIFICATION_TARGETS,
  ...CANDIDATE_TARGETS,
  ...GRIEVANCE_TARGETS,
];
