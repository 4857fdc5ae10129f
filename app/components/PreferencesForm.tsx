import {
  getFormProps,
  getInputProps,
  getSelectProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { Form, useActionData, useLoaderData, useNavigation, useSearchParams } from "react-router";
import { ChoiceGroup } from "~/components/ChoiceGroup";
import { Field, hintIdFor } from "~/components/Field";
import { firstInvalidField } from "~/forms/focus";
import { parseForm } from "~/forms/parse";
import {
  HEIGHT_CHOICES,
  PLACE_MAX_LENGTH,
  PLACES_MAX,
  PREFERENCE_AGE,
  preferencesSchema,
  type preferencesFormValues,
} from "~/forms/preferences";
import { EDUCATION_LEVEL_LABELS, MARITAL_LABELS, MASLAK_LABELS, MOTHER_TONGUES } from "~/forms/profile-options";
import { useBrowserValidation } from "./browserValidation";
import { useT, type Translate } from "./translate";

const TONGUE_LABELS = Object.fromEntries(MOTHER_TONGUES.map((tongue) => [tongue, tongue]));
const ORDER = [
  "ageFrom",
  "ageTo",
  "heightFromCm",
  "heightToCm",
  "maritalStatuses",
  "places",
  "maslaks",
  "educationLevelFrom",
  "motherTongues",
] as const;

/** A height choice in the reader's words: "5 ft 6 in (168 cm)" (formatHeightCm's English). */
function heightLabel(t: Translate, cm: number) {
  const inches = Math.round(cm / 2.54);
  return t("preferencesForm.heightChoice", { feet: Math.floor(inches / 12), inches: inches % 12, cm });
}

/**
 * What this form reads of /preferences' loader data: the saved preferences as the fields hold them, and every
 * listed city and state, suggested as places are typed.
 */
export type PreferencesPageData = { values: ReturnType<typeof preferencesFormValues>; places: string[] };

/** The /preferences form: plain HTML without JavaScript, checked in the browser as on the server with it. */
export default function PreferencesForm() {
  // Read here, not passed in: a deferred component's props must not change while it waits (deferUntilInteraction).
  const { values, places } = useLoaderData<PreferencesPageData>();
  const lastResult = useActionData<SubmissionResult<string[]>>();
  const saving = useNavigation().state === "submitting";
  const [searchParams] = useSearchParams();
  const [form, fields] = useForm({
    id: "preferences",
    lastResult,
    defaultValue: values,
    ...useBrowserValidation(({ formData }) => parseForm(formData, preferencesSchema)),
  });
  const invalid = firstInvalidField(ORDER, form.allErrors);
  const t = useT();
  const anyHint = t("preferencesForm.anyHint");

  const ageInput = (meta: FieldMetadata<string>, label: string) => (
    <Field id={meta.id} label={label} errors={meta.errors} errorId={meta.errorId}>
      <input
        {...getInputProps(meta, { type: "number" })}
        min={PREFERENCE_AGE.min}
        max={PREFERENCE_AGE.max}
        inputMode="numeric"
        placeholder={t("preferencesForm.any")}
        autoFocus={invalid === meta.name}
      />
    </Field>
  );
  const heightSelect = (meta: FieldMetadata<string>, label: string) => (
    <Field id={meta.id} label={label} errors={meta.errors} errorId={meta.errorId}>
      <select {...getSelectProps(meta)} autoFocus={invalid === meta.name}>
        <option value="">{t("preferencesForm.any")}</option>
        {HEIGHT_CHOICES.map((choice) => (
          <option key={choice.cm} value={choice.cm}>
            {heightLabel(t, choice.cm)}
          </option>
        ))}
      </select>
    </Field>
  );

  return (
    // noValidate: the site's own messages, not the browser's, with JavaScript off too.
    <Form method="post" {...getFormProps(form)} noValidate className="stack">
      {form.errors && <p className="form-error">{form.errors[0]}</p>}
      <fieldset className="choices">
        <legend>{t("preferencesForm.age")}</legend>
        <div className="form-grid">
          {ageInput(fields.ageFrom, t("preferencesForm.from"))}
          {ageInput(fields.ageTo, t("preferencesForm.to"))}
        </div>
      </fieldset>
      <fieldset className="choices">
        <legend>{t("preferencesForm.height")}</legend>
        <div className="form-grid">
          {heightSelect(fields.heightFromCm, t("preferencesForm.from"))}
          {heightSelect(fields.heightToCm, t("preferencesForm.to"))}
        </div>
      </fieldset>
      <ChoiceGroup
        legend={t("preferencesForm.maritalStatus")}
        hint={anyHint}
        meta={fields.maritalStatuses}
        labels={MARITAL_LABELS}
        autoFocus={invalid === "maritalStatuses"}
      />
      <Field
        id={fields.places.id}
        label={t("preferencesForm.places")}
        hint={t("preferencesForm.placesHint", { max: PLACES_MAX })}
        errors={fields.places.errors}
        errorId={fields.places.errorId}
      >
        <input
          {...getInputProps(fields.places, { type: "text" })}
          list="preference-places"
          maxLength={PLACES_MAX * (PLACE_MAX_LENGTH + 2)}
          aria-describedby={`${hintIdFor(fields.places.id)} ${fields.places.errorId}`}
          autoFocus={invalid === "places"}
        />
      </Field>
      <datalist id="preference-places">
        {places.map((place) => (
          <option key={place} value={place} />
        ))}
      </datalist>
      <ChoiceGroup
        legend={t("preferencesForm.maslak")}
        hint={anyHint}
        meta={fields.maslaks}
        labels={MASLAK_LABELS}
        autoFocus={invalid === "maslaks"}
      />
      <Field
        id={fields.educationLevelFrom.id}
        label={t("preferencesForm.education")}
        hint={t("preferencesForm.educationHint")}
        errors={fields.educationLevelFrom.errors}
        errorId={fields.educationLevelFrom.errorId}
      >
        <select
          {...getSelectProps(fields.educationLevelFrom)}
          aria-describedby={`${hintIdFor(fields.educationLevelFrom.id)} ${fields.educationLevelFrom.errorId}`}
          autoFocus={invalid === "educationLevelFrom"}
        >
          <option value="">{t("preferencesForm.any")}</option>
          {Object.entries(EDUCATION_LEVEL_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {t(label)}
            </option>
          ))}
        </select>
      </Field>
      <ChoiceGroup
        legend={t("preferencesForm.motherTongue")}
        hint={anyHint}
        meta={fields.motherTongues}
        labels={TONGUE_LABELS}
        autoFocus={invalid === "motherTongues"}
      />
      <button type="submit" className="button" disabled={saving}>
        {saving
          ? t("preferencesForm.saving")
          : searchParams.get("welcome") === "1"
            ? t("preferencesForm.saveAndSee")
            : t("preferencesForm.save")}
      </button>
    </Form>
  );
}
