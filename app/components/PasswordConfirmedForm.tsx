import { useState } from "react";
import { Form } from "react-router";
import { useFocusAfterFailure } from "./useFocusAfterFailure";

/**
 * The password that confirms erasing the account ("Delete my account", docs/product-rules.md §15; "Withdraw
 * consent", §41), with its refusal beside it. `result`: the page's action data, which carries `error`.
 */
export function PasswordConfirmedForm({
  fieldId,
  intent,
  label,
  submit,
  result,
  error,
}: {
  fieldId: string;
  intent?: string;
  label: string;
  submit: string;
  result: unknown;
  error: string | undefined;
}) {
  // A refusal the page came with (sent before this code arrived, decision 006) was focused by the field's
  // autoFocus; focusing it again when the code arrives at the first touch would pull the reader back here.
  const [cameWithPage] = useState(result);
  useFocusAfterFailure(error && result !== cameWithPage ? fieldId : undefined, result);
  const errorId = `${fieldId}-error`;
  return (
    <Form method="post" className="stack" noValidate>
      {intent && <input type="hidden" name="intent" value={intent} />}
      <div className={error ? "field field--invalid" : "field"}>
        <label htmlFor={fieldId}>{label}</label>
        <input
          id={fieldId}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          autoFocus={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
        />
        <p className="field__error" id={errorId} aria-live="polite">
          {error}
        </p>
      </div>
      <button type="submit" className="button button--danger">
        {submit}
      </button>
    </Form>
  );
}
