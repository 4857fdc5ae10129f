import { UserError } from "~/services/user-error.server";
import { bodyBytes } from "./request-body.server";
import { fieldErrorsOf, type Issue } from "~/forms/issues";
import { refusalHeaders } from "./refusal-headers.server";

// Shapes shared by the /api/v1 resource routes (docs/api-contract.md).

const MAX_JSON_BYTES = 64 * 1024;

/**
 * A failure the original client can read: it looks at `msg`, `message` or
 * `error` depending on the call, so all three carry the same text.
 */
export function apiError(status: number, message: string, errors?: Record<string, string[]>, headers?: HeadersInit) {
  return Response.json({ success: false, msg: message, message, error: message, errors }, { status, headers });
}

/** A string field of a JSON body ("" when absent or of another type). */
export function stringField(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
}

// "application/json", in any case, with or without parameters ("; charset=utf-8"), as axios and fetch send it.
const JSON_TYPE = /^application\/json\s*(;|$)/i;

/**
 * Reads a JSON object body, refusing anything else with a 4xx. A body of another declared type (a form, plain
 * text, none at all) is a 415 before it is read: the original client always sends JSON with its type
 * (docs/api-contract.md §2); its multipart calls (register, profile edit) do not come here.
 */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  if (!JSON_TYPE.test(request.headers.get("Content-Type") ?? ""))
    throw new UserError("Send the body as JSON, with Content-Type: application/json.", { status: 415 });
  const text = (await bodyBytes(request, MAX_JSON_BYTES)).toString("utf8");
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new UserError("Request body must be JSON");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new UserError("Request body must be a JSON object");
  }
  return body as Record<string, unknown>;
}

/** Validation issues (zod's, or a Conform submission's) as a 400: the first message plus per-field messages. */
export function validationError(
  issues: readonly Issue[] | Record<string, string[] | null> | null | undefined,
  fallback = "Invalid request",
) {
  const errors = Array.isArray(issues)
    ? fieldErrorsOf(issues, "form")
    : withoutEmpty(issues as Record<string, string[] | null>);
  return apiError(400, Object.values(errors)[0]?.[0] ?? fallback, errors);
}

function withoutEmpty(errors: Record<string, string[] | null> | null | undefined): Record<string, string[]> {
  return Object.fromEntries(Object.entries(errors ?? {}).filter(([, messages]) => messages)) as Record<
    string,
    string[]
  >;
}

/** Runs an API handler, answering refusals (UserError) as JSON and never leaking a stack trace. */
export async function handleApi(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof UserError) {
      const errors = error.field ? { [error.field]: [error.message] } : undefined;
      return apiError(error.status, error.message, errors, refusalHeaders(error));
    }
    // A refusal thrown as a Response (an unreadable form body) still answers in JSON.
    if (error instanceof Response && error.status >= 400 && error.status < 500)
      return apiError(error.status, await error.text());
    if (error instanceof Response) throw error;
    console.error(error instanceof Error ? error.stack : error);
    return apiError(500, "Something went wrong. Please try again.");
  }
}
