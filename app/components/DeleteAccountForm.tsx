import { useActionData } from "react-router";
import { PasswordConfirmedForm } from "./PasswordConfirmedForm";
import { useT } from "./translate";

/** "Delete account" on the member's own page (docs/product-rules.md §15): the password confirms it. */
export function DeleteAccountForm() {
  // The own profile page's action answers a refused deletion with `deleteError` (userProfile/page.server.ts).
  const result = useActionData<{ deleteError?: string } | object>();
  const error = result && "deleteError" in result ? result.deleteError : undefined;
  const t = useT();
  return (
    <section className="card danger-zone" aria-labelledby="delete-heading">
      <h2 id="delete-heading">{t("userProfile.deleteAccount")}</h2>
      <p>{t("userProfile.deleteWarning")}</p>
      <PasswordConfirmedForm
        fieldId="delete-password"
        intent="delete"
        label={t("userProfile.deletePassword")}
        submit={t("userProfile.deleteAccount")}
        result={result}
        error={error}
      />
    </section>
  );
}
