import type { SubmissionResult } from "@conform-to/dom";

// Shared by the login page's server helpers and its components (so: not a .server file).

/** The forgot-password dialog's steps, in order; each is the login form's intent `forgot-<step>`. */
export const FORGOT_STEPS = ["email", "otp", "password"] as const;
export type ForgotStep = (typeof FORGOT_STEPS)[number];

/**
 * What a login-page form's failed submit sends back: which form (intent) and Conform's reply for it;
 * `guardianPointer` when the refused address and password were a guardian account's (docs/product-rules.md §32).
 */
export type LoginResult = { intent: string; reply: SubmissionResult<string[]>; guardianPointer?: boolean };

/** The form-level message of a reply (a refusal that names no field). */
export const formErrorOf = (result: LoginResult | undefined) => result?.reply.error?.[""]?.[0];

/** A field's messages in a reply. */
export const fieldErrorsOf = (result: LoginResult | undefined, name: string) =>
  result?.reply.error?.[name] ?? undefined;

/**
 * Signing in, or setting a new password, with a mobile number and an SMS code (docs/product-rules.md §38): the
 * number, the code, then the profile (and, for a reset, the new password). Each is the form's `mobile-<step>`.
 */
export const MOBILE_STEPS = ["number", "code", "finish"] as const;
export type MobileStep = (typeof MOBILE_STEPS)[number];
/** What the code is for, as the page's address names it: `/login?mobile=sign-in` or `?mobile=reset`. */
export const MOBILE_PURPOSES = { "sign-in": "mobile-sign-in", reset: "mobile-reset" } as const;
export type MobilePurposeSlug = keyof typeof MOBILE_PURPOSES;
