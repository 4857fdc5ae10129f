import { Form, useNavigation } from "@remix-run/react";
import { HoneypotField } from "~/components/HoneypotField";
import type { SignupResult as ActionResult } from "~/components/SignupSteps";
import { STEP1_FIELDS, STEP2_FIELDS, type FieldSpec } from "~/forms/profile-fields";

/** Step 3: every answer to check, the optional photo, and Submit. */
export function Review({ values, result }: { values: Record<string, string>; result?: ActionResult }) {
  const navigation = useNavigation();
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
    return spec.options?.find((option) => option.value === value)?.label ?? value;
  };
  return (
    <Form method="post" encType="multipart/form-data" className="card stack">
      <h2>Review</h2>
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
            <dt>{spec.label}</dt>
            <dd>{display(spec)}</dd>
          </div>
        ))}
      </dl>
      <div className="field">
        <label htmlFor="image">Profile image (optional)</label>
        <p className="field__hint" id="image-hint">
          An image file (JPEG, PNG, WebP or GIF) of at most 5 MB.
        </p>
        <input id="image" name="image" type="file" accept="image/*" aria-describedby="image-hint" />
      </div>
      <div className="wizard-actions">
        <button type="submit" name="intent" value="back" className="button button--outline">
          Go Back
        </button>
        <button type="submit" name="intent" value="submit" className="button" disabled={submitting}>
          {submitting ? "Submitting…" : "Submit"}
        </button>
      </div>
      {submitting && (
        <p role="status" className="progress">
          <progress aria-label="Submitting your profile" /> Submitting your profile…
        </p>
      )}
    </Form>
  );
}
