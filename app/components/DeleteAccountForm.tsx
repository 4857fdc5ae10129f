import { Form, useActionData } from "react-router";
import { useState } from "react";
import { useFocusAfterFailure } from "./useFocusAfterFailure";
import { useT } from "./translate";

/** "Delete account" on the member's own page (docs/product-rules.md §15): the password confirms it. */
export function DeleteAccountForm() {
  // The own profile page's action answers a refused deletion with `deleteError` (userProfile/page.server.ts).
  const result = useActionData<{ deleteError?: string } | object>();
  const error = result && "deleteError" in result ? result.deleteError : undefined;
  // A refusal the page came with (sent before this code arrived, decision 006) was focused by the field's
  // autoFocus; focusing it again when the code arrives at the first touch would pull the reader back here.
  const [cameWithPage] = useState(result);
  useFocusAfterFailure(error && result !== cameWithPage ? "delete-password" : undefined, result);
  const t = useT();
  return (
    <section className="card danger-zone" aria-labelledby="delete-heading">
      <h2 id="delete-heading">{t("userProfile.deleteAccount")}</h2>
      <p>{t("userProfile.deleteWarning")}</p>
      <Form method="post" className="stack" noValidate>
        <input type="hidden" name="intent" value="delete" />
        <div className={error ? "field field--invalid" : "field"}>
          <label htmlFor="delete-password">{t("userProfile.deletePassword")}</label>
          <input
            id="delete-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            autoFocus={Boolean(error)}
            aria-invalid={error ? true : undefined}
            aria-describedby="delete-password-error"
          />
          <p className="field__error" id="delete-password-error" aria-live="polite">
            {error}
          </p>
        </div>
        <button type="submit" className="button button--danger">
          {t("userProfile.deleteAccount")}
        </button>
      </Form>
    </section>
  );
}
