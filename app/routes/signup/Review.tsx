import { Form, useNavigation } from "react-router";
import { HoneypotField } from "~/components/HoneypotField";
import type { SignupResult as ActionResult } from "~/components/SignupSteps";
import { useT } from "~/components/translate";
import { STEP1_FIELDS, STEP2_FIELDS, type FieldSpec } from "~/forms/profile-fields";

/** Step 3: every answer to check, the optional photo, and Submit. */
export function Review({ values, result }: { values: Record<string, string>; result?: ActionResult }) {
  const navigation = useNavigation();
  const t = useT();
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === "submit";
  const failed = result?.intent === "submit" ? result.formError : undefined;
  const display = (spec: FieldSpec) => {
    const value = values[spec.name];
    // A contact person's name typed before choosing "Myself" is not kept (docs/product-rules.md §31).
    const unused = spec.requiredWhen && !spec.requiredWhen.values.includes(values[spec.requiredWhen.field]);
    if (!value || unused) return "—";
    // The whole address, to be checked before Submit (issue 19; the original cut it to 13 characters): read left
    // to right in an Urdu page too, and wrapped anywhere on a narrow phone rather than cut or overflowing.
    if (spec.name === "email")
      return (
        <bdi dir="ltr" className="review-email">
          {value}
        </bdi>
      );
    // A choice shows its label in the reader's language (options); what the member typed stays as typed.
    const option = spec.options?.find((choice) => choice.value === value);
    return option ? t(option.label) : value;
  };
  return (
    <Form method="post" encType="multipart/form-data" className="card stack">
      <h2>{t("signup.review")}</h2>
      <HoneypotField />
      <input type="hidden" name="step" value="3" />
      {failed && (
        <p className="form-error" role="alert">
          {failed}
        </p>
      )}
      <dl className="details">
        {[...STEP1_FIELDS, ...STEP2_FIELDS].map((spec) => (
          <div key={spec.name} className="details__row">
            <dt>{t(spec.label)}</dt>
            <dd>{display(spec)}</dd>
          </div>
        ))}
      </dl>
      <div className="field">
        <label htmlFor="image">{t("signup.image")}</label>
        <p className="field__hint" id="image-hint">
          {t("signup.imageHint")}
        </p>
        <input id="image" name="image" type="file" accept="image/*" aria-describedby="image-hint" />
      </div>
      <div className="wizard-actions">
        <button type="submit" name="intent" value="back" className="button button--outline">
          {t("signup.goBack")}
        </button>
        <button type="submit" name="intent" value="submit" className="button" disabled={submitting}>
          {submitting ? t("signup.submitting") : t("signup.submit")}
        </button>
      </div>
      {submitting && (
        <p role="status" className="progress">
          <progress aria-label={t("signup.submittingProfile")} /> {t("signup.submittingProfileText")}
        </p>
      )}
    </Form>
  );
}
