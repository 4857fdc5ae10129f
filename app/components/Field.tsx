import type { ReactNode } from "react";

type FieldProps = {
  id: string;
  label: ReactNode;
  errors?: string[];
  errorId?: string;
  hint?: ReactNode;
  children: ReactNode;
};

/** A label, a control and its first error, tied together for screen readers. */
export function Field({ id, label, errors, errorId, hint, children }: FieldProps) {
  const error = errors?.[0];
  return (
    <div className={error ? "field field--invalid" : "field"}>
      <label htmlFor={id}>{label}</label>
      {hint && <p className="field__hint">{hint}</p>}
      {children}
      <p className="field__error" id={errorId ?? `${id}-error`} aria-live="polite">
        {error}
      </p>
    </div>
  );
}
