import type { SubmissionResult } from "@conform-to/dom";

// Shared by the login page's server helpers and its components (so: not a .server file).

/** The forgot-password dialog's steps, in order; each is the login form's intent `forgot-<step>`. */
export const FORGOT_STEPS = ["email", "otp", "password"] as const;
export type ForgotStep = (typeof FORGOT_STEPS)[number];

/** What a login-page form's failed submit sends back: which form (intent) and Conform's reply for it. */
export type LoginResult = { intent: string; reply: SubmissionResult<string[]> };

/** The form-level message of a reply (a refusal that names no field). */
export const formErrorOf = (result: LoginResult | undefined) => result?.reply.error?.[""]?.[0];

/** A field's messages in a reply. */
export const fieldErrorsOf = (result: LoginResult | undefined, name: string) =>
  result?.reply.error?.[name] ?? undefined;
