import { Field, hintIdFor } from "./Field";

/**
 * A field for an Indian mobile number (docs/product-rules.md §38), posted as `mobile`: a phone keyboard, the
 * browser's saved number offered, its hint and error read with it.
 */
export function MobileNumberField({
  id,
  label,
  hint,
  errors,
  defaultValue,
  autoFocus = false,
}: {
  id: string;
  label: string;
  hint: string;
  errors?: string[];
  defaultValue: string;
  /** A dialog's only field takes the focus as it opens, without JavaScript too. */
  autoFocus?: boolean;
}) {
  return (
    <Field id={id} label={label} hint={hint} errors={errors}>
      <input
        id={id}
        name="mobile"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        required
        autoFocus={autoFocus}
        data-autofocus={autoFocus || undefined}
        defaultValue={defaultValue}
        aria-invalid={errors ? true : undefined}
        aria-describedby={`${hintIdFor(id)} ${id}-error`}
      />
    </Field>
  );
}
