import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import { HoneypotField } from "~/components/HoneypotField";
import { ConsentBoxes, NoticeSummary } from "~/components/NoticeConsentFields";
import { ProfileField, ProfileFieldList } from "~/components/ProfileFields";
import { firstInvalidField } from "~/forms/focus";
import { CONSENT_BOX_NAMES } from "~/forms/consent";
import { validateUnlessSkipped } from "~/forms/parse";
import { step1KeepPasswordSchema, step1Schema, step2Schema } from "~/forms/profile";
import { STEP1_FIELDS, STEP2_FIELDS } from "~/forms/profile-fields";
import { useBrowserValidation } from "./browserValidation";
import { useT } from "./translate";

// Steps 1 and 2 of /signup, validated in the browser as on the server. The route loads this module
// on the first touch (decision 006).

/** What the signup action answers when it does not redirect. */
export type SignupResult = { intent: string; reply?: SubmissionResult<string[]>; formError?: string };
type ActionResult = SignupResult;

// Each step's fields in the order the step shows them, for the focus after a failed submit.
const STEP1_ORDER = [...STEP1_FIELDS.map((f) => f.name), "password"];
const STEP2_ORDER = [...STEP2_FIELDS.map((f) => f.name), "acceptTerms", ...CONSENT_BOX_NAMES];

type StepSchema = typeof step1Schema | typeof step1KeepPasswordSchema | typeof step2Schema;

function useStepForm(
  id: string,
  values: Record<string, string>,
  result: ActionResult | undefined,
  intents: string[],
  schema: StepSchema,
) {
  return useForm({
    id,
    lastResult: result && intents.includes(result.intent) ? result.reply : undefined,
    defaultValue: values,
    ...useBrowserValidation(validateUnlessSkipped(schema)),
  });
}

export function StepOne({
  values,
  hasPassword,
  result,
}: {
  values: Record<string, string>;
  hasPassword: boolean;
  result?: ActionResult;
}) {
  const [form, fields] = useStepForm(
    "signup-1",
    values,
    result,
    ["step1"],
    hasPassword ? step1KeepPasswordSchema : step1Schema,
  );
  const meta = fields as unknown as Record<string, Parameters<typeof ProfileField>[0]["meta"]>;
  const invalid = firstInvalidField(STEP1_ORDER, form.allErrors);
  const t = useT();
  return (
    // Next is the route's (NextWhenFilled), outside this form, so that it works before this code loads.
    <Form method="post" {...getFormProps(form)} noValidate className="stack">
      <h2>{t("signup.step1")}</h2>
      <div className="form-grid">
        <ProfileFieldList specs={STEP1_FIELDS} meta={meta} invalid={invalid} />
        <ProfileField
          spec={{
            name: "password",
            label: t("signup.password"),
            kind: "password",
            autoComplete: "new-password",
            optional: hasPassword,
            hint: hasPassword ? t("signup.passwordKeep") : t("signup.passwordHint"),
          }}
          meta={meta.password}
          autoFocus={invalid === "password"}
        />
      </div>
    </Form>
  );
}

/** Which of Other Details' buttons leads: prove the e-mail, then the mobile number (§38), then Next. */
function nextIntentOf(emailVerified: boolean, mobileVerified: boolean, result?: ActionResult) {
  // A step refused for a proof (the address or number was changed after it was proven) asks for it again.
  const refused = result?.intent === "step2" ? result.reply?.error : undefined;
  if (!emailVerified || refused?.email) return "send-code";
  if (!mobileVerified || refused?.phone) return "send-sms-code";
  return "step2";
}

export function StepTwo({
  values,
  emailVerified,
  mobileVerified,
  noticeVersion,
  result,
}: {
  values: Record<string, string>;
  emailVerified: boolean;
  mobileVerified: boolean;
  /** The notice the consent box names (docs/product-rules.md §41). */
  noticeVersion: string;
  result?: ActionResult;
}) {
  const [form, fields] = useStepForm("signup-2", values, result, ["step2", "send-code", "send-sms-code"], step2Schema);
  const meta = fields as unknown as Record<string, Parameters<typeof ProfileField>[0]["meta"]>;
  const codeResult = result?.intent === "send-code" || result?.intent === "send-sms-code" ? result : undefined;
  const navigation = useNavigation();
  const next = nextIntentOf(emailVerified, mobileVerified, result);
  const sending = navigation.formData?.get("intent") === next && next !== "step2";
  const invalid = firstInvalidField(STEP2_ORDER, form.allErrors);
  const t = useT();
  // The link sits where the language puts it in the sentence.
  const [termsBefore, termsAfter] = t("signup.acceptTerms").split("{{link}}");
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="card stack">
      <h2>{t("signup.step2")}</h2>
      <HoneypotField />
      <input type="hidden" name="step" value="2" />
      {codeResult?.formError && (
        <p className="form-error" role="alert">
          {codeResult.formError}
        </p>
      )}
      <div className="form-grid">
        <ProfileFieldList specs={STEP2_FIELDS} meta={meta} invalid={invalid} />
      </div>
      <p className={emailVerified ? "verified-note" : "field__hint"}>
        {emailVerified ? t("signup.emailVerified") : t("signup.verifyFirst")}
      </p>
      <p className={mobileVerified ? "verified-note" : "field__hint"}>
        {mobileVerified ? t("signup.mobileVerified") : t("signup.verifyMobileFirst")}
      </p>
      <div className="checkbox">
        <input
          id="acceptTerms"
          name="acceptTerms"
          type="checkbox"
          required
          defaultChecked={values.acceptTerms === "on"}
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
          checked: values[name] === "on",
          autoFocus: invalid === name,
        })}
      />
      <div className="wizard-actions">
        <button type="submit" name="intent" value="back" className="button button--outline" formNoValidate>
          {t("signup.back")}
        </button>
        {next === "step2" ? (
          <button type="submit" name="intent" value="step2" className="button">
            {t("signup.next")}
          </button>
        ) : (
          <button type="submit" name="intent" value={next} className="button" disabled={sending} formNoValidate>
            {sending ? t("signup.sending") : next === "send-code" ? t("signup.verifyEmail") : t("signup.verifyMobile")}
          </button>
        )}
      </div>
    </Form>
  );
}
