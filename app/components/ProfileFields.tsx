import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import type { FieldSpec } from "~/forms/profile-fields";
import { Field } from "./Field";

/** One labelled control for a profile field, wired to Conform (values and errors survive a server round trip). */
export function ProfileField({ spec, meta }: { spec: FieldSpec; meta: FieldMetadata<unknown> }) {
  const label = spec.optional ? `${spec.label} (optional)` : spec.label;
  const common = { required: !spec.optional, autoComplete: spec.autoComplete };
  return (
    <Field id={meta.id} label={label} errors={meta.errors} errorId={meta.errorId} hint={spec.hint}>
      {spec.kind === "select" ? (
        <select {...getSelectProps(meta)} required={!spec.optional}>
          <option value="">Choose…</option>
          {spec.options!.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...getInputProps(meta, { type: spec.kind })}
          {...common}
          {...(spec.kind === "number" ? { min: 1, inputMode: "numeric" as const } : {})}
          {...(spec.kind === "tel" ? { inputMode: "numeric" as const } : {})}
        />
      )}
    </Field>
  );
}
