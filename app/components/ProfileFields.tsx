import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import type { FieldSpec } from "~/forms/profile-fields";
import { Field, hintIdFor } from "./Field";

/**
 * One labelled control for a profile field, wired to Conform (values and errors survive a server round
 * trip). autoFocus marks the first invalid field after a failed submit (see firstInvalidField).
 */
export function ProfileField({
  spec,
  meta,
  autoFocus,
}: {
  spec: FieldSpec;
  meta: FieldMetadata<unknown>;
  autoFocus?: boolean;
}) {
  const label = spec.optional ? `${spec.label} (optional)` : spec.label;
  const ariaDescribedBy = spec.hint ? hintIdFor(meta.id) : undefined;
  const common = { required: !spec.optional, autoComplete: spec.autoComplete, autoFocus };
  return (
    <Field id={meta.id} label={label} errors={meta.errors} errorId={meta.errorId} hint={spec.hint}>
      {spec.kind === "select" ? (
        <select {...getSelectProps(meta, { ariaDescribedBy })} required={!spec.optional} autoFocus={autoFocus}>
          <option value="">Choose…</option>
          {spec.options!.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...getInputProps(meta, { type: spec.kind, ariaDescribedBy })}
          {...common}
          {...(spec.kind === "number" ? { min: 1, inputMode: "numeric" as const } : {})}
          {...(spec.kind === "tel" ? { inputMode: "numeric" as const } : {})}
        />
      )}
    </Field>
  );
}
