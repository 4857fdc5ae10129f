/** A validation problem as zod reports it. */
export type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };

/**
 * Issues grouped by field, in the order they were found. `formKey` names issues about the whole input
 * (an empty path). Nested paths are joined with dots, as Conform names fields.
 */
export function fieldErrorsOf(issues: readonly Issue[], formKey = ""): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || formKey;
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}
