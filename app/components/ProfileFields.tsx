import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { FieldSpec } from "~/forms/profile-fields";
import { Field, hintIdFor } from "./Field";
import { groupIndian } from "~/forms/indian-number";
import { useT, type Translate } from "./translate";

/** The hint under a field: a textarea's says its character limit (the browser stops typing there). */
function hintOf(t: Translate, spec: FieldSpec) {
  const limit = spec.maxLength ? t("profileField.limit", { max: groupIndian(spec.maxLength) }) : undefined;
  return [spec.hint && t(spec.hint), limit].filter(Boolean).join(" ") || undefined;
}

/**
 * One labelled control for a profile field, wired to Conform (values and errors survive a server round
 * trip). autoFocus marks the first invalid field after a failed submit (see firstInvalidField). The labels,
 * hints and choices (app/forms/profile-fields.ts) are keys of the "options" namespace, which its page loads with
 * "profiles".
 */
export function ProfileField({
  spec,
  meta,
  autoFocus,
  required = !spec.optional,
}: {
  spec: FieldSpec;
  meta: FieldMetadata<unknown>;
  autoFocus?: boolean;
  required?: boolean;
}) {
  const t = useT();
  const label = spec.optional ? t("profileField.optional", { label: t(spec.label) }) : t(spec.label);
  const hint = hintOf(t, spec);
  const ariaDescribedBy = hint ? hintIdFor(meta.id) : undefined;
  const common = { required, autoComplete: spec.autoComplete, autoFocus };
  return (
    <Field id={meta.id} label={label} errors={meta.errors} errorId={meta.errorId} hint={hint}>
      {spec.kind === "select" ? (
        <select {...getSelectProps(meta, { ariaDescribedBy })} required={required} autoFocus={autoFocus}>
          <option value="">{t("profileField.choose")}</option>
          <SelectOptions options={spec.options!} />
        </select>
      ) : spec.kind === "textarea" ? (
        <textarea {...getTextareaProps(meta, { ariaDescribedBy })} {...common} maxLength={spec.maxLength} rows={5} />
      ) : (
        <input
          {...getInputProps(meta, { type: spec.kind, ariaDescribedBy })}
          {...common}
          {...(spec.kind === "number" ? { min: spec.min ?? 1, inputMode: "numeric" as const } : {})}
          {...(spec.kind === "tel" ? { inputMode: "numeric" as const } : {})}
        />
      )}
    </Field>
  );
}

/** A select's choices, those of one group together under its label (an optgroup). */
function SelectOptions({ options }: { options: NonNullable<FieldSpec["options"]> }) {
  const t = useT();
  const option = ({ value, label }: (typeof options)[number]) => (
    <option key={value} value={value}>
      {t(label)}
    </option>
  );
  const groups: string[] = [];
  for (const { group } of options) if (group && !groups.includes(group)) groups.push(group);
  return (
    <>
      {options.filter((o) => !o.group).map(option)}
      {groups.map((group) => (
        <optgroup key={group} label={t(group)}>
          {options.filter((o) => o.group === group).map(option)}
        </optgroup>
      ))}
    </>
  );
}

type FieldsMeta = Record<string, FieldMetadata<unknown>>;

/**
 * A form's profile fields in order. A field required only with another's value (the contact person's name,
 * with a relation: docs/product-rules.md §31) is marked required as that value is now, so the signup's Next
 * (NextWhenFilled) waits for it only then; global.css hides it while it is not needed.
 */
export function ProfileFieldList({
  specs,
  meta,
  invalid,
}: {
  specs: readonly FieldSpec[];
  meta: FieldsMeta;
  invalid: string | undefined;
}) {
  const requiredNow = (spec: FieldSpec) =>
    spec.requiredWhen
      ? spec.requiredWhen.values.includes(String(meta[spec.requiredWhen.field]?.value ?? ""))
      : !spec.optional;
  return specs.map((spec) => (
    <ProfileField
      key={spec.name}
      spec={spec}
      meta={meta[spec.name]}
      autoFocus={invalid === spec.name}
      required={requiredNow(spec)}
    />
  ));
}
