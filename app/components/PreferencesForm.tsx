import { getFormProps, getInputProps, getSelectProps, useForm, type FieldMetadata } from "@conform-to/react";
import { Form, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { ChoiceGroup } from "~/components/ChoiceGroup";
import { Field, hintIdFor } from "~/components/Field";
import { firstInvalidField } from "~/forms/focus";
import { parseForm } from "~/forms/parse";
import { HEIGHT_CHOICES, PLACE_MAX_LENGTH, PLACES_MAX, PREFERENCE_AGE, preferencesSchema } from "~/forms/preferences";
import { EDUCATION_LEVEL_LABELS, MARITAL_LABELS, MASLAK_LABELS, MOTHER_TONGUES } from "~/forms/profile-options";
import type { action, loader } from "~/routes/preferences";
import { useBrowserValidation } from "./browserValidation";

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
const ANY_HINT = "Tick all you would accept; none ticked means any.";

/** The /preferences form: plain HTML without JavaScript, checked in the browser as on the server with it. */
export default function PreferencesForm() {
  const { values, places } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const saving = useNavigation().state === "submitting";
  const [searchParams] = useSearchParams();
  const [form, fields] = useForm({
    id: "preferences",
    lastResult,
    defaultValue: values,
    ...useBrowserValidation(({ formData }) => parseForm(formData, preferencesSchema)),
  });
  const invalid = firstInvalidField(ORDER, form.allErrors);

  const ageInput = (meta: FieldMetadata<string>, label: string) => (
    <Field id={meta.id} label={label} errors={meta.errors} errorId={meta.errorId}>
      <input
        {...getInputProps(meta, { type: "number" })}
        min={PREFERENCE_AGE.min}
        max={PREFERENCE_AGE.max}
        inputMode="numeric"
        placeholder="Any"
        autoFocus={invalid === meta.name}
      />
    </Field>
  );
  const heightSelect = (meta: FieldMetadata<string>, label: string) => (
    <Field id={meta.id} label={label} errors={meta.errors} errorId={meta.errorId}>
      <select {...getSelectProps(meta)} autoFocus={invalid === meta.name}>
        <option value="">Any</option>
        {HEIGHT_CHOICES.map((choice) => (
          <option key={choice.cm} value={choice.cm}>
            {choice.label}
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
        <legend>Age (years)</legend>
        <div className="form-grid">
          {ageInput(fields.ageFrom, "From")}
          {ageInput(fields.ageTo, "To")}
        </div>
      </fieldset>
      <fieldset className="choices">
        <legend>Height</legend>
        <div className="form-grid">
          {heightSelect(fields.heightFromCm, "From")}
          {heightSelect(fields.heightToCm, "To")}
        </div>
      </fieldset>
      <ChoiceGroup
        legend="Marital status"
        hint={ANY_HINT}
        meta={fields.maritalStatuses}
        labels={MARITAL_LABELS}
        autoFocus={invalid === "maritalStatuses"}
      />
      <Field
        id={fields.places.id}
        label="Cities or states (comma-separated)"
        hint={`Any of them: up to ${PLACES_MAX}, for example "Lucknow, Bihar". Empty means anywhere.`}
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
        legend="Maslak"
        hint={ANY_HINT}
        meta={fields.maslaks}
        labels={MASLAK_LABELS}
        autoFocus={invalid === "maslaks"}
      />
      <Field
        id={fields.educationLevelFrom.id}
        label="Lowest education level"
        hint="This level or any higher one."
        errors={fields.educationLevelFrom.errors}
        errorId={fields.educationLevelFrom.errorId}
      >
        <select
          {...getSelectProps(fields.educationLevelFrom)}
          aria-describedby={`${hintIdFor(fields.educationLevelFrom.id)} ${fields.educationLevelFrom.errorId}`}
          autoFocus={invalid === "educationLevelFrom"}
        >
          <option value="">Any</option>
          {Object.entries(EDUCATION_LEVEL_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </Field>
      <ChoiceGroup
        legend="Mother tongue"
        hint={ANY_HINT}
        meta={fields.motherTongues}
        labels={TONGUE_LABELS}
        autoFocus={invalid === "motherTongues"}
      />
      <button type="submit" className="button" disabled={saving}>
        {saving ? "Saving…" : searchParams.get("welcome") === "1" ? "Save and see my matches" : "Save preferences"}
      </button>
    </Form>
  );
}
