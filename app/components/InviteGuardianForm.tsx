import { Form } from "react-router";
import { RELATION_LABELS, RELATIONS } from "~/forms/family-options";
import { Field } from "./Field";
import { useT } from "./translate";

// The member's invitation to a guardian (docs/product-rules.md §32). Answering on the member's behalf is
// off unless they tick it.

type Errors = Record<string, string[] | null> | null | undefined;

export function InviteGuardianForm({
  errors,
  values,
  busy,
}: {
  errors: Errors;
  values?: Record<string, unknown>;
  busy: boolean;
}) {
  const t = useT();
  const formError = errors?.[""]?.[0];
  const fieldErrors = (name: string) => errors?.[name] ?? undefined;
  const value = (name: string) => (typeof values?.[name] === "string" ? (values[name] as string) : "");
  const invalid = (name: string) => (fieldErrors(name) ? true : undefined);
  return (
    <Form method="post" className="card stack" noValidate aria-labelledby="invite-heading">
      <h2 id="invite-heading">{t("invite.heading")}</h2>
      <input type="hidden" name="intent" value="invite" />
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      <Field id="guardian-name" label={t("invite.name")} errors={fieldErrors("name")}>
        <input
          id="guardian-name"
          name="name"
          autoComplete="off"
          required
          maxLength={100}
          defaultValue={value("name")}
          aria-invalid={invalid("name")}
          aria-describedby="guardian-name-error"
        />
      </Field>
      <Field id="guardian-email" label={t("invite.email")} errors={fieldErrors("email")}>
        <input
          id="guardian-email"
          name="email"
          type="email"
          autoComplete="off"
          required
          defaultValue={value("email")}
          aria-invalid={invalid("email")}
          aria-describedby="guardian-email-error"
        />
      </Field>
      <Field id="guardian-relation" label={t("invite.relation")} errors={fieldErrors("relation")}>
        <select
          id="guardian-relation"
          name="relation"
          required
          defaultValue={value("relation")}
          aria-invalid={invalid("relation")}
          aria-describedby="guardian-relation-error"
        >
          <option value="">{t("invite.choose")}</option>
          {RELATIONS.map((relation) => (
            <option key={relation} value={relation}>
              {t(RELATION_LABELS[relation])}
            </option>
          ))}
        </select>
      </Field>
      <div className="checkbox">
        <input id="guardian-can-answer" name="canAnswer" type="checkbox" defaultChecked={value("canAnswer") !== ""} />
        <label htmlFor="guardian-can-answer">{t("invite.canAnswer")}</label>
      </div>
      <button type="submit" className="button" disabled={busy}>
        {t("invite.send")}
      </button>
    </Form>
  );
}
