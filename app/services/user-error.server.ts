/**
 * The one error type for a refusal meant for the person who asked (a wrong code, a taken e-mail, too
 * many tries, an unreadable photo). Its message is shown as it is; `status` is the HTTP answer the
 * API and the pages give; `field` names the form field it is about, when there is one. Anything else
 * thrown is a fault of ours: logged, and answered without details.
 * Pages turn it into a Conform reply (app/web/form-reply.server.ts), the API into JSON (app/web/api.server.ts).
 */
export class UserError extends Error {
  readonly status: number;
  readonly field?: string;
  /** For a 429: when the client may try again. */
  readonly retryAfterSeconds?: number;

  constructor(message: string, options: { status?: number; field?: string; retryAfterSeconds?: number } = {}) {
    super(message);
    this.name = "UserError";
    this.status = options.status ?? 400;
    this.field = options.field;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/**
 * A refused picture (too large, not an image, unreadable). The API answers it as any UserError; a page shows it
 * beside the form's photo field (issue 39), which only the page knows the name of.
 */
export class PhotoRefusal extends UserError {}
