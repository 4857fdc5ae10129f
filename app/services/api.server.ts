import { json } from "@remix-run/node";
import { AccountError } from "~/domain/accounts.server";
import { ConnectionError } from "~/domain/connections.server";
import { CodeError } from "~/domain/email-codes.server";
import { PhotoError } from "./images.server";
import { RateLimitError } from "./rate-limit.server";
import { BodyTooLargeError, bodyBytes } from "./request-body.server";

// Shapes shared by the /api/v1 resource routes (SPEC.md §7, API-COMPAT.md).

const MAX_JSON_BYTES = 64 * 1024;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

/**
 * A failure the original client can read: it looks at `msg`, `message` or
 * `error` depending on the call, so all three carry the same text.
 */
export function apiError(status: number, message: string, errors?: Record<string, string[]>, headers?: HeadersInit) {
  return json({ success: false, msg: message, message, error: message, errors }, { status, headers });
}

/** A string field of a JSON body ("" when absent or of another type). */
export function stringField(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
}

/** Reads a JSON object body, refusing anything else with a 4xx. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  const text = (await bodyBytes(request, MAX_JSON_BYTES)).toString("utf8");
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(400, "Request body must be JSON");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new ApiError(400, "Request body must be a JSON object");
  }
  return body as Record<string, unknown>;
}

/** Turns zod issues into the first message plus per-field messages. */
export function validationError(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "form";
    (errors[key] ??= []).push(issue.message);
  }
  return apiError(400, issues[0]?.message ?? "Invalid request", errors);
}

/** A Conform submission's field errors as a 400 ApiError, first message first. */
export function submissionError(error: Record<string, string[] | null> | null | undefined, fallback: string): ApiError {
  const errors = Object.fromEntries(Object.entries(error ?? {}).filter(([, messages]) => messages)) as Record<string, string[]>;
  return new ApiError(400, Object.values(errors)[0]?.[0] ?? fallback, errors);
}

/** Maps the domain's refusals to API errors with the right status. */
function toApiError(error: unknown): unknown {
  if (error instanceof BodyTooLargeError) return new ApiError(413, error.message);
  if (error instanceof AccountError || error instanceof ConnectionError) return new ApiError(error.status, error.message);
  if (error instanceof CodeError || error instanceof PhotoError) return new ApiError(400, error.message);
  return error;
}

/** Runs an API handler, answering known failures as JSON and never leaking a stack trace. */
export async function handleApi(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (caught) {
    if (caught instanceof RateLimitError) {
      return apiError(429, caught.message, undefined, { "Retry-After": String(caught.retryAfterSeconds) });
    }
    const error = toApiError(caught);
    if (error instanceof ApiError) return apiError(error.status, error.message, error.errors);
    // A refusal thrown as a Response (an unreadable form body) still answers in JSON.
    if (error instanceof Response && error.status >= 400 && error.status < 500) return apiError(error.status, await error.text());
    if (error instanceof Response) throw error;
    console.error(error instanceof Error ? error.stack : error);
    return apiError(500, "Something went wrong. Please try again.");
  }
}
