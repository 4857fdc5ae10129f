/**
 * The field that takes the focus after a failed submit, so a screen reader reads its label and error at
 * once: the first one, in the order the form shows them, with an error. Without JavaScript the server
 * renders it with autoFocus; with JavaScript Conform moves the focus itself.
 */
export function firstInvalidField(
  order: readonly string[],
  errors: Record<string, unknown> | undefined,
): string | undefined {
  return order.find((name) => errors?.[name] !== undefined);
}
