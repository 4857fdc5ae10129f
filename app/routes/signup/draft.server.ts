import { data, redirect, type Session } from "react-router";
import type { SignupResult } from "~/components/SignupSteps";
import { translateMessage } from "~/domain/site/translations.server";
import type { Language } from "~/forms/languages";
import { STEP1_FIELDS, STEP2_FIELDS, type FieldSpec } from "~/forms/profile-fields";
import { ABOUT_MAX, LOOKING_FOR_MAX } from "~/forms/profile-options";
import { CONSENT_BOX_NAMES } from "~/forms/consent";
import { redirectWithFlash } from "~/web/flash.server";
import { translateReply } from "~/web/form-reply.server";
import { commitSession, type SessionData } from "~/web/session.server";

// The signup wizard's draft: what a step accepted, kept (strings, as typed; the password only as a hash) in the
// server-side session until Submit, and what every step's function shares.

export type Draft = Record<string, string>;

/** The profile fields a draft keeps, for the loader to hand back to the forms. */
export const SIGNUP_FIELD_NAMES = [...STEP1_FIELDS, ...STEP2_FIELDS].map((f) => f.name);
export type Step = {
  form: FormData;
  session: Session<SessionData>;
  draft: Draft;
  clientIp: string;
  language: Language;
};

/** A step's refusal, its messages in the reader's language (decision 021; flash messages are the root's). */
export function fail({ intent, reply, formError }: SignupResult, language: Language, status = 400) {
  return data<SignupResult>(
    {
      intent,
      ...(reply && { reply: translateReply(reply, language) }),
      ...(formError !== undefined && { formError: translateMessage(language, formError) }),
    },
    { status },
  );
}

export function draftOf(session: Session<SessionData>): Draft {
  return session.get("signupDraft") ?? {};
}

// A draft keeps at most one character more than the longest field allows: bounded, and an answer too
// long is still refused when its step is checked, never silently cut.
const DRAFT_VALUE_MAX = Math.max(ABOUT_MAX, LOOKING_FOR_MAX) + 1;

export function pickFields(form: FormData, specs: FieldSpec[]): Draft {
  const values: Draft = {};
  for (const spec of specs) {
    const value = form.get(spec.name);
    if (typeof value === "string") values[spec.name] = value.slice(0, DRAFT_VALUE_MAX);
  }
  return values;
}

/** Other Details' boxes: the terms, the notice's consent and the declaration (docs/product-rules.md §41). */
export const SIGNUP_BOXES = ["acceptTerms", ...CONSENT_BOX_NAMES];

/** Other Details as typed, its boxes included, so Back and either Verify lose nothing. */
export const otherDetailsOf = (form: FormData): Draft => ({
  ...pickFields(form, STEP2_FIELDS),
  ...Object.fromEntries(SIGNUP_BOXES.map((name) => [name, form.get(name) ? "on" : ""])),
});

export async function save(session: Session<SessionData>, next: Draft, to: string, flash?: string) {
  session.set("signupDraft", next);
  const headers = { "Set-Cookie": await commitSession(session) };
  return flash ? redirectWithFlash(to, { type: "success", message: flash }, { headers }) : redirect(to, { headers });
}
