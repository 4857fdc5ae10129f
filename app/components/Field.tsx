import type { ReactNode } from "react";

type FieldProps = {
  id: string;
  label: ReactNode;
  errors?: string[];
  errorId?: string;
  hint?: ReactNode;
  /** The label's own id, for a control that is a group of boxes (OtpInput's, labelled by `otp-label`). */
  labelId?: string;
  children: ReactNode;
};

/** The id of a field's hint: the control lists it in aria-describedby, so the hint is read with the label. */
export const hintIdFor = (id: string) => `${id}-hint`;

/** A label, a control, its hint and its first error, tied together for screen readers. */
export function Field({ id, label, errors, errorId, hint, labelId, children }: FieldProps) {
  const error = errors?.[0];
  return (
    <div className={error ? "field field--invalid" : "field"}>
      <label id={labelId} htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={hintIdFor(id)}>
          {hint}
        </p>
      )}
      {children}
      <p className="field__error" id={errorId ?? `${id}-error`} aria-live="polite">
        {error}
      </p>
    </div>
  );
}
