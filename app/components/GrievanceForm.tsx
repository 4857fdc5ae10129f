import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { Form, useLocation, useNavigation } from "react-router";
import { Field } from "~/components/Field";
import { HoneypotField } from "~/components/HoneypotField";
import { FormErrorLine, NameEmailFields } from "./NameEmailFields";
import { firstInvalidField } from "~/forms/focus";
import { grievanceSchema } from "~/forms/grievance";
import { GRIEVANCE_CATEGORIES, GRIEVANCE_CATEGORY_LABELS, GRIEVANCE_LIMITS } from "~/forms/grievance-options";
import { parseForm } from "~/forms/parse";
import { useBrowserValidation } from "./browserValidation";
import { useT } from "./translate";

/** The complaint form of /grievances (docs/product-rules.md §41), validated in the browser as on the server. */
export function GrievanceForm({
  lastResult,
  defaultName,
}: {
  lastResult?: SubmissionResult<string[]>;
  defaultName: string;
}) {
  const navigation = useNavigation();
  const location = useLocation();
  const t = useT();
  const [form, fields] = useForm({
    id: "grievance",
    lastResult,
    defaultValue: { name: defaultName },
    ...useBrowserValidation(({ formData }) => parseForm(formData, grievanceSchema)),
  });
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "file";
  const invalid = firstInvalidField(["name", "email", "category", "memberId", "details"], form.allErrors);
  return (
    // A new key after each navigation empties the form once a complaint is filed; noValidate: the site's messages.
    <Form method="post" {...getFormProps(form)} noValidate key={location.key} className="stack">
      <input type="hidden" name="intent" value="file" />
      <HoneypotField />
      <FormErrorLine errors={form.errors} id={form.errorId} />
      <NameEmailFields
        name={fields.name}
        email={fields.email}
        labels={{ name: t("grievances.name"), email: t("grievances.email") }}
        invalid={invalid}
        nameMax={GRIEVANCE_LIMITS.name}
      />
      <Field
        id={fields.category.id}
        label={t("grievances.category")}
        errors={fields.category.errors}
        errorId={fields.category.errorId}
      >
        <select {...getSelectProps(fields.category)} required autoFocus={invalid === "category"}>
          <option value="">{t("grievances.choose")}</option>
          {GRIEVANCE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(GRIEVANCE_CATEGORY_LABELS[category])}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id={fields.memberId.id}
        label={t("grievances.memberId")}
        errors={fields.memberId.errors}
        errorId={fields.memberId.errorId}
      >
        <input
          {...getInputProps(fields.memberId, { type: "text" })}
          autoFocus={invalid === "memberId"}
          maxLength={20}
        />
      </Field>
      <Field
        id={fields.details.id}
        label={t("grievances.details")}
        errors={fields.details.errors}
        errorId={fields.details.errorId}
      >
        <textarea
          {...getTextareaProps(fields.details)}
          rows={6}
          required
          autoFocus={invalid === "details"}
          maxLength={GRIEVANCE_LIMITS.details}
        />
      </Field>
      <button type="submit" className="button" disabled={sending}>
        {sending ? t("grievances.sending") : t("grievances.send")}
      </button>
    </Form>
  );
}
