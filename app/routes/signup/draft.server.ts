import { data, redirect, type Session } from "react-router";
import type { SignupResult } from "~/components/SignupSteps";
import { translateMessage } from "~/domain/site/translations.server";
import { CONSENT_BOX_NAMES } from "~/forms/consent";
import type { Language } from "~/forms/languages";
import { SHORT_SIGNUP_FIELDS } from "~/forms/profile-fields";
import { translateReply } from "~/web/form-reply.server";
import { commitSession, type SessionData } from "~/web/session.server";

// The short signup's draft (docs/product-rules.md §3): what the first step was given, kept (strings, as typed; the
// password only as a hash) in the server-side session until the codes are checked, and what each step shares.

export type Draft = Record<string, string>;

/** The boxes: the terms, the notice's consent and the declaration (docs/product-rules.md §41). */
export const SIGNUP_BOXES = ["acceptTerms", ...CONSENT_BOX_NAMES];
/** What the first step keeps of a form, refused or not, to show it again. */
export const SIGNUP_FIELD_NAMES = SHORT_SIGNUP_FIELDS.map((f) => f.name);

export type Step = {
  form: FormData;
  session: Session<SessionData>;
  draft: Draft;
  clientIp: string;
  language: Language;
};

/** A step's refusal, its messages in the reader's language (decision 021); `headers` keep a draft it saved. */
export function fail(
  { intent, reply, formError, codeErrors, passwordKept }: SignupResult,
  language: Language,
  headers?: HeadersInit,
) {
  const translated = (messages: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(messages).map(([field, message]) => [field, translateMessage(language, message)]),
    );
  return data<SignupResult>(
    {
      intent,
      ...(reply && { reply: translateReply(reply, language) }),
      ...(formError !== undefined && { formError: translateMessage(language, formError) }),
      ...(codeErrors && { codeErrors: translated(codeErrors) }),
      ...(passwordKept && { passwordKept }),
    },
    { status: 400, headers },
  );
}

export function draftOf(session: Session<SessionData>): Draft {
  return session.get("signupDraft") ?? {};
}

// The longest field is a name of 100 characters: a draft keeps one more, so that an answer too long is still
// refused when it is checked, never silently cut.
const DRAFT_VALUE_MAX = 101;

/** The first step as typed (its boxes as "on" or ""), never the password. */
export function typedFields(form: FormData): Draft {
  const values: Draft = {};
  for (const name of SIGNUP_FIELD_NAMES) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value.slice(0, DRAFT_VALUE_MAX);
  }
  for (const name of SIGNUP_BOXES) values[name] = form.get(name) ? "on" : "";
  return values;
}

export async function save(session: Session<SessionData>, next: Draft, to: string) {
  session.set("signupDraft", next);
  return redirect(to, { headers: { "Set-Cookie": await commitSession(session) } });
}
