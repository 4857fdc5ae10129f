import { formatPaths, INTENT, parse, type Submission } from "@conform-to/dom";
import type * as z from "zod/mini";

// Conform's submission parsing with our zod/mini schemas. @conform-to/zod
// would pull all of classic zod (about 80 KB gzip) into every page's
// JavaScript; this does the same job for the flat forms we have.

/** Form fields left empty are absent, as Conform treats them. */
function withoutEmpty(value: unknown): unknown {
  if (value === "" || (typeof File !== "undefined" && value instanceof File && value.size === 0)) return undefined;
  if (Array.isArray(value)) return value.map(withoutEmpty);
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutEmpty(item)]));
  }
  return value;
}

export function parseForm<Schema extends z.ZodMiniType>(
  formData: FormData | URLSearchParams,
  schema: Schema,
): Submission<z.input<Schema>, string[], z.output<Schema>> {
  return parse(formData, {
    resolve(payload) {
      const result = schema.safeParse(withoutEmpty(payload));
      if (result.success) return { value: result.data as z.output<Schema> };
      const error: Record<string, string[]> = {};
      for (const issue of result.error.issues) {
        (error[formatPaths(issue.path as (string | number)[])] ??= []).push(issue.message);
      }
      return { error };
    },
  });
}

/**
 * Conform's onValidate for a form whose buttons may skip validation: Back and Verify Email carry
 * formNoValidate, as the browser honours without JavaScript. Conform validates every submit, so a
 * submission whose error is null (Conform's "not validated here") lets those buttons through.
 * Conform's own validation requests also use a formNoValidate button: those carry its INTENT field.
 */
export function validateUnlessSkipped<Schema extends z.ZodMiniType>(schema: Schema) {
  type Result = ReturnType<typeof parseForm<Schema>>;
  return ({
    formData,
    submitter,
  }: {
    formData: FormData;
    submitter: HTMLInputElement | HTMLButtonElement | null;
  }): Result =>
    submitter?.formNoValidate && !formData.has(INTENT)
      ? (parse(formData, { resolve: () => ({ error: null }) }) as Result)
      : parseForm(formData, schema);
}
