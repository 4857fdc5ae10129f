import { formatPaths, parse, type Submission } from "@conform-to/dom";
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
