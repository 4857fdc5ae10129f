// What a person (or the original client) must see whatever they sent: never a server error, never a
// stack trace, and a refusal they can read.

/** A stack frame or a server path in a response body means internals leaked. */
const STACK_TRACE = /\bat [\w.<>$]+ \(?[^\s()]+:\d+:\d+\)?|node_modules\//;

export function leaksInternals(body: string): boolean {
  return STACK_TRACE.test(body);
}

/**
 * Why a refusal (4xx) is unclear, or null when it is clear: JSON with a non-empty msg, message or
 * error (whichever the original client reads), a whole HTML page, or plain text.
 */
export function unclearRefusal(status: number, contentType: string, body: string): string | null {
  // Node itself refuses a request head over 16 KB before any of the site's code runs; its status line says why.
  if (status === 431) return null;
  if (contentType.includes("application/json")) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return "a JSON refusal that is not JSON";
    }
    const { msg, message, error } = (parsed ?? {}) as Record<string, unknown>;
    const texts = [msg, message, error].filter((t) => typeof t === "string" && t.trim() !== "");
    return texts.length > 0 ? null : `a JSON refusal without msg, message or error: ${body.slice(0, 200)}`;
  }
  if (contentType.includes("text/html")) {
    return /^<!DOCTYPE html>/i.test(body) ? null : "an HTML refusal that is not a page";
  }
  return body.trim() ? null : `an empty ${contentType || "untyped"} refusal`;
}

/** The flash message a page shows after a redirect, if any. */
export function flashOn(html: string): { type: string; message: string } | null {
  const match = html.match(/<p class="flash flash--(\w+)"[^>]*>([^<]*)<\/p>/);
  return match ? { type: match[1], message: match[2].trim() } : null;
}

/** A redirect must stay on this site: a path, never another host. */
export function isLocalRedirect(location: string | null): boolean {
  return location !== null && location.startsWith("/") && !location.startsWith("//") && !location.startsWith("/\\");
}

const REQUEST_LINE = /^[A-Z]+ \S* \d{3} \d+\.\dms$/;
const OUTBOX_LINE = /^mail: no RESEND_API_KEY, wrote outbox\/[\w-]+\.eml$/;
/** An SMS written to the outbox (issue 36): the code sent by the mobile number's targets. */
const SMS_OUTBOX_LINE = /^sms: no MSG91_AUTH_KEY, wrote outbox\/sms\/[\w-]+\.txt$/;

/** Lines of the server's output that are neither a request's log line nor a written e-mail or SMS. */
export function unexpectedLogLines(output: string): string[] {
  return output
    .split("\n")
    .filter(
      (line) =>
        line.trim() !== "" && !REQUEST_LINE.test(line) && !OUTBOX_LINE.test(line) && !SMS_OUTBOX_LINE.test(line),
    );
}

export const requestLinesIn = (output: string) => output.split("\n").filter((line) => REQUEST_LINE.test(line)).length;
