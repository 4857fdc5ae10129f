import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "react-router";
import { useState } from "react";
import { HoneypotField } from "~/components/HoneypotField";
import { ConsentBoxes, NoticeSummary } from "~/components/NoticeConsentFields";
import { Field, hintIdFor } from "~/components/Field";
import { ProfileField, ProfileFieldList } from "~/components/ProfileFields";
import { firstInvalidField } from "~/forms/focus";
import { validateUnlessSkipped } from "~/forms/parse";
import { SHORT_SIGNUP_FIELDS } from "~/forms/profile-fields";
import { SHORT_SIGNUP_ORDER, shortSignupKeepPasswordSchema, shortSignupSchema } from "~/forms/signup";
import { useBrowserValidation } from "./browserValidation";
import { useT } from "./translate";

// The short signup's form (docs/product-rules.md §3, decision 045), validated in the browser as on the server.
// The route loads this module on the first touch (decision 006).

/** What the signup action answers when it does not redirect. */
export type SignupResult = {
  intent: string;
  reply?: SubmissionResult<string[]>;
  formError?: string;
  /** The verify step's refusals, beside each code's box. */
  codeErrors?: Record<string, string>;
  /** A refused form's valid password was kept (as its hash): the field may stay empty, and its hint says so. */
  passwordKept?: boolean;
};

export function SignupForm({
  values,
  hasPassword,
  noticeVersion,
  result,
}: {
  values: Record<string, string>;
  /** A password was chosen already (kept as its hash): an empty field keeps it, and the hint says so. */
  hasPassword: boolean;
  /** The notice the consent box names (docs/product-rules.md §41). */
  noticeVersion: string;
  result?: SignupResult;
}) {
  const lastResult = result?.intent === "step1" ? result.reply : undefined;
  // The boxes as the refused form had them: on a first visit without JavaScript the session's draft is not read
  // back in the same answer, so the reply is what holds them.
  const ticked = (name: string) => (lastResult?.initialValue ?? values)[name] === "on";
  const [form, fields] = useForm({
    id: "signup-1",
    lastResult,
    defaultValue: values,
    ...useBrowserValidation(validateUnlessSkipped(hasPassword ? shortSignupKeepPasswordSchema : shortSignupSchema)),
  });
  const meta = fields as unknown as Record<string, Parameters<typeof ProfileField>[0]["meta"]>;
  const invalid = firstInvalidField(SHORT_SIGNUP_ORDER, form.allErrors);
  // A kept password is spoken of only while the field is empty: with JavaScript a refused form's field still holds
  // what was typed, and then the kept one is not what will be used.
  const [passwordTyped, setPasswordTyped] = useState(false);
  const keptPassword = hasPassword && !passwordTyped;
  const t = useT();
  // The link sits where the language puts it in the sentence.
  const [termsBefore, termsAfter] = t("signup.acceptTerms").split("{{link}}");
  return (
    // Next is the route's (NextWhenFilled), outside this form, so that it works before this code loads.
    <Form method="post" {...getFormProps(form)} noValidate className="stack">
      <HoneypotField />
      <div className="form-grid">
        <ProfileFieldList specs={SHORT_SIGNUP_FIELDS} meta={meta} invalid={invalid} />
        {/* Outside Conform's values, so that a refusal from the server leaves what was typed in place (JavaScript
            on); without JavaScript the page is new and the field empty, and its hint says the password was kept. */}
        <Field
          id={meta.password.id}
          label={keptPassword ? t("profileField.optional", { label: t("signup.password") }) : t("signup.password")}
          errors={meta.password.errors}
          errorId={meta.password.errorId}
          hint={keptPassword ? t("signup.passwordKept") : t("signup.passwordHint")}
        >
          <input
            id={meta.password.id}
            name="password"
            type="password"
            autoComplete="new-password"
            required={!hasPassword}
            onInput={(event) => setPasswordTyped(event.currentTarget.value !== "")}
            aria-invalid={meta.password.errors ? true : undefined}
            aria-describedby={`${hintIdFor(meta.password.id)} ${meta.password.errorId}`}
            autoFocus={invalid === "password"}
          />
        </Field>
      </div>
      <div className="checkbox">
        <input
          id="acceptTerms"
          name="acceptTerms"
          type="checkbox"
          required
          defaultChecked={ticked("acceptTerms")}
          aria-invalid={fields.acceptTerms.errors ? true : undefined}
          aria-describedby={fields.acceptTerms.errorId}
          autoFocus={invalid === "acceptTerms"}
        />
        <label htmlFor="acceptTerms">
          {termsBefore}
          <Link to="/termCondition">{t("signup.terms")}</Link>
          {termsAfter}
        </label>
      </div>
      <p className="field__error" id={fields.acceptTerms.errorId}>
        {fields.acceptTerms.errors?.[0]}
      </p>
      <NoticeSummary />
      <ConsentBoxes
        version={noticeVersion}
        box={(name) => ({
          error: fields[name].errors?.[0],
          errorId: fields[name].errorId,
          checked: ticked(name),
          autoFocus: invalid === name,
        })}
      />
    </Form>
  );
}
