import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { Dialog } from "~/components/Dialog";
import { Field, hintIdFor } from "~/components/Field";
import { PhotoPicker } from "~/components/PhotoPicker";
import { ProfileField, ProfileFieldList } from "~/components/ProfileFields";
import { firstInvalidField } from "~/forms/focus";
import { parseForm } from "~/forms/parse";
import { siteEditProfileSchema } from "~/forms/profile";
import { EDIT_FIELDS, FIXED_FIELDS } from "~/forms/profile-fields";
import { PHOTO_VISIBILITIES, type PhotoVisibility } from "~/forms/privacy-options";
import { useBrowserValidation } from "./browserValidation";
import { useT } from "./translate";

// The Edit Profile dialog of /userProfile, validated in the browser as on the server. The route loads
// this module on the first touch (decision 006).

// The photo first: it is the dialog's first field, and a refused one is said beside it.
const FOCUS_ORDER = ["image", ...EDIT_FIELDS.map((spec) => spec.name), "emailCode"];

/** What the profile action answers when an edit is refused or needs the e-mail code. */
export type EditProfileResult = { reply: SubmissionResult<string[]>; formError: string; emailCodeFor?: string };

export function EditProfileDialog({ values, currentSrc }: { values: Record<string, string>; currentSrc: string }) {
  const actionData = useActionData<EditProfileResult | { deleteError: string }>();
  const result = actionData && "reply" in actionData ? actionData : undefined;
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const [form, fields] = useForm({
    id: "edit-profile",
    lastResult: result?.reply,
    defaultValue: values,
    ...useBrowserValidation(({ formData }) => parseForm(formData, siteEditProfileSchema)),
  });
  const meta = fields as unknown as Record<string, Parameters<typeof ProfileField>[0]["meta"]>;
  // When a code went to a new address, the e-mail field keeps the focus: its message says to type the
  // code below. (Moving on to the code field would blur the e-mail, and Conform's check on blur would
  // then drop that server message.) A wrong code puts the focus on the code field.
  const invalid = firstInvalidField(FOCUS_ORDER, form.allErrors);
  const t = useT();
  return (
    <Dialog title={t("editProfile.title")} closeTo="/userProfile" wide>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} noValidate className="stack">
        {result?.formError && (
          <p className="form-error" role="alert">
            {result.formError}
          </p>
        )}
        <PhotoPicker
          currentSrc={currentSrc}
          visibility={visibilityOf(fields.photoVisibility.initialValue)}
          errors={fields.image.errors}
          autoFocus={!invalid || invalid === "image"}
        />
        <FixedFields values={values} />
        <div className="form-grid">
          <ProfileFieldList specs={EDIT_FIELDS} meta={meta} invalid={invalid} />
        </div>
        {result?.emailCodeFor && (
          <EmailCodeField
            email={result.emailCodeFor}
            errors={result.reply.error?.emailCode ?? undefined}
            autoFocus={invalid === "emailCode"}
          />
        )}
        <div className="wizard-actions">
          <Link to="/userProfile" className="button button--outline">
            {t("editProfile.cancel")}
          </Link>
          <button type="submit" className="button" disabled={saving}>
            {saving ? t("editProfile.saving") : t("editProfile.save")}
          </button>
        </div>
      </Form>
    </Dialog>
  );
}

/** Who may see the photo, as the form last had it (the member's setting, or the choice just refused). */
const visibilityOf = (value: unknown): PhotoVisibility | undefined =>
  PHOTO_VISIBILITIES.includes(value as PhotoVisibility) ? (value as PhotoVisibility) : undefined;

/**
 * Gender, date of birth and age, as text: fixed after signup (docs/product-rules.md §3), so not sent with
 * the form. The profile page's details show them too; here they say why they cannot be edited.
 */
function FixedFields({ values }: { values: Record<string, string> }) {
  const t = useT();
  const [before, after] = t("editProfile.fixedHint").split("{{link}}");
  return (
    <div>
      <dl className="details">
        {FIXED_FIELDS.map((spec) => (
          <div key={spec.name} className="details__row">
            <dt>{t(FIXED_LABELS[spec.name] ?? spec.label)}</dt>
            {/* Gender is one of the profile's choices (options); the date and the age are figures. */}
            <dd>{spec.name === "gender" ? t(values[spec.name] ?? "") : values[spec.name]}</dd>
          </div>
        ))}
      </dl>
      <p className="field__hint">
        {before}
        <Link to="/contactUs">{t("editProfile.contactUs")}</Link>
        {after}
      </p>
    </div>
  );
}

/** The fixed fields' labels in the reader's language. */
const FIXED_LABELS: Partial<Record<string, string>> = {
  gender: "editProfile.gender",
  dob: "editProfile.dob",
  age: "editProfile.age",
};

/** The code sent to a new e-mail address: the edit is saved once it is entered. */
function EmailCodeField({ email, errors, autoFocus }: { email: string; errors?: string[]; autoFocus: boolean }) {
  const t = useT();
  // The address keeps its own direction inside an Urdu sentence.
  const [before, after] = t("editProfile.codeSentTo").split("{{email}}");
  const label = (
    <>
      {before}
      <bdi>{email}</bdi>
      {after}
    </>
  );
  return (
    <Field id="email-code" label={label} errors={errors} hint={t("editProfile.codeHint")}>
      <input
        id="email-code"
        name="emailCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        required
        aria-invalid={errors ? true : undefined}
        aria-describedby={`${hintIdFor("email-code")} email-code-error`}
        autoFocus={autoFocus}
      />
    </Field>
  );
}
