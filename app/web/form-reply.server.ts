import { parse, type Submission, type SubmissionResult } from "@conform-to/dom";
import { data, type HeadersFunction } from "react-router";
import { UserError } from "~/services/user-error.server";
import { translateMessage } from "~/domain/site/translations.server";
import type { Language } from "~/forms/languages";
import { refusalHeaders } from "./refusal-headers.server";

// The pages' side of the one error path (the API's is handleApi in api.server.ts): a refusal raised as
// UserError by the domain is shown on the form that caused it, with its status; anything else is a fault
// of ours and goes to the error boundary.

/**
 * The refusal as a Conform reply: on its field when it names one, else as the form's error. From the
 * form's submission, or from the form data itself when the refusal came before any parsing.
 */
export function refusalReply(
  source: Submission<unknown, string[]> | FormData,
  error: UserError,
  options: { hideFields?: string[] } = {},
): SubmissionResult<string[]> {
  const submission =
    source instanceof FormData ? parse<unknown, string[]>(source, { resolve: () => ({ value: {} }) }) : source;
  return error.field
    ? submission.reply({ fieldErrors: { [error.field]: [error.message] }, hideFields: options.hideFields })
    : submission.reply({ formErrors: [error.message], hideFields: options.hideFields });
}

/**
 * The `headers` of a page whose form (or loader: a throttled link) may be refused with a 429: the root's (its
 * caching rule) and the action's or loader's Retry-After. A page answer takes its headers from the deepest route
 * that exports `headers`, so without this the Retry-After never reaches the browser.
 */
export const withRetryAfter: HeadersFunction = ({ parentHeaders, actionHeaders, loaderHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

/** A page's answer that is data for useActionData or useLoaderData, with a status and headers. */
export type PageReply<T> = ReturnType<typeof data<T>>;

/**
 * The pages' one refusal of a whole form (a form of buttons, a choice, an unknown intent): `{ error }`, the
 * message in the reader's language, with the refusal's status and Retry-After; `extra` carries what the form
 * shows again (a draft, which form it was). A form with fields gets its messages beside them instead, as a
 * Conform reply (refusalReply). The domain and the schemas speak English (decision 021).
 */
export function formRefusal<Extra extends object = object>(
  language: Language,
  refusal: UserError | string,
  extra?: Extra,
): PageReply<{ error: string } & Extra> {
  const error = typeof refusal === "string" ? new UserError(refusal) : refusal;
  return data(
    { ...(extra as Extra), error: translateMessage(language, error.message) },
    { status: error.status, headers: refusalHeaders(error) },
  );
}

/** A form the page does not know (its intent or action missing, or from an older page): nothing is done. */
export const unknownForm = <Extra extends object = object>(language: Language, extra?: Extra) =>
  formRefusal(language, "Something went wrong!", extra);

/**
 * Runs a page action; a UserError it throws becomes `answer(error)` sent with the error's status
 * (for useActionData). Other errors are rethrown for the error boundary.
 */
export async function answerRefusals<R, T>(
  run: () => Promise<R>,
  answer: (error: UserError) => T,
): Promise<R | PageReply<T>> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    return data(answer(error), { status: error.status, headers: refusalHeaders(error) });
  }
}

/** Runs a page action whose refusals are formRefusal's: a UserError it throws is shown on the form. */
export async function refusingForm<R, Extra extends object = object>(
  language: Language,
  run: () => Promise<R>,
  extra?: Extra,
): Promise<R | PageReply<{ error: string } & Extra>> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    return formRefusal(language, error, extra);
  }
}

/**
 * A reply's messages in the reader's language (decision 021): the schemas and the domain speak English, which
 * the /api/v1 answers keep; a page shows them translated. Whatever the server checks (every form without
 * JavaScript, and a Hindi or Urdu form before its messages are in: useBrowserValidation) passes through here.
 */
export function translateReply<R extends SubmissionResult<string[]> | undefined>(reply: R, language: Language): R {
  if (!reply?.error || language === "en") return reply;
  const error = Object.fromEntries(
    Object.entries(reply.error).map(([field, messages]) => [
      field,
      messages?.map((message) => translateMessage(language, message)) ?? messages,
    ]),
  );
  return { ...reply, error };
}
