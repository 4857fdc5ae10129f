export const HONEYPOT_FIELD = "website";

/** True when the hidden field was filled in, i.e. a bot sent the form. */
export function isHoneypotFilled(form: FormData | Record<string, unknown>): boolean {
  const value = form instanceof FormData ? form.get(HONEYPOT_FIELD) : form[HONEYPOT_FIELD];
  return typeof value === "string" && value.trim() !== "";
}
