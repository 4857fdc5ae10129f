import { Form, Link } from "react-router";
import { STORY_LIMITS, type ShownStory } from "~/forms/stories";
import { Field, hintIdFor } from "./Field";
import { useFocusAfterFailure } from "./useFocusAfterFailure";
import { groupIndian } from "~/forms/indian-number";
import { useT } from "./translate";

// The administrator's form to add or edit a success story (docs/product-rules.md §34). It posts as a plain
// form (a file with it), so it works without JavaScript; the server's messages show at their fields.

type Errors = Record<string, string[] | null> | null | undefined;

/** Each field's control, in the form's order: a refused form focuses the first with a message. */
const CONTROL_IDS: Record<string, string> = {
  names: "story-names",
  city: "story-city",
  year: "story-year",
  text: "story-text",
  removePhoto: "story-remove-photo",
  photo: "story-photo",
  photoConsent: "story-consent",
};

export function StoryForm({
  editing,
  errors,
  values,
  thisYear,
  busy,
}: {
  editing: ShownStory | null;
  errors: Errors;
  values?: Record<string, unknown>;
  thisYear: number;
  busy: boolean;
}) {
  const t = useT();
  const formError = errors?.[""]?.[0];
  const fieldErrors = (name: string) => errors?.[name] ?? undefined;
  const invalid = (name: string) => (fieldErrors(name) ? true : undefined);
  // What was sent when the server refused it, else the story as stored (or nothing, for a new one).
  const value = (name: keyof ShownStory & string) => {
    if (values) return typeof values[name] === "string" ? (values[name] as string) : "";
    const stored = editing?.[name];
    return stored === null || stored === undefined ? "" : String(stored);
  };
  const ticked = (name: string) => typeof values?.[name] === "string";
  const firstInvalid = Object.keys(CONTROL_IDS).find(invalid);
  const focus = (name: string) => name === firstInvalid;
  useFocusAfterFailure(firstInvalid && CONTROL_IDS[firstInvalid], errors);
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="card stack"
      noValidate
      aria-labelledby="story-form-heading"
    >
      <h2 id="story-form-heading">
        {editing ? t("adminStoryForm.editTitle", { names: editing.names }) : t("adminStoryForm.addTitle")}
      </h2>
      <input type="hidden" name="intent" value={editing ? "edit" : "add"} />
      {editing && <input type="hidden" name="storyId" value={editing.id} />}
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      <Field
        id="story-names"
        label={t("adminStoryForm.names")}
        hint={t("adminStoryForm.namesHint")}
        errors={fieldErrors("names")}
      >
        <input
          id="story-names"
          name="names"
          autoComplete="off"
          required
          maxLength={STORY_LIMITS.namesMax}
          defaultValue={value("names")}
          autoFocus={focus("names")}
          aria-invalid={invalid("names")}
          aria-describedby={`${hintIdFor("story-names")} story-names-error`}
        />
      </Field>
      <Field id="story-city" label={t("adminStoryForm.city")} errors={fieldErrors("city")}>
        <input
          id="story-city"
          name="city"
          autoComplete="off"
          maxLength={STORY_LIMITS.cityMax}
          defaultValue={value("city")}
          autoFocus={focus("city")}
          aria-invalid={invalid("city")}
          aria-describedby="story-city-error"
        />
      </Field>
      <Field
        id="story-year"
        label={t("adminStoryForm.year")}
        hint={t("adminStoryForm.yearHint", { first: STORY_LIMITS.firstYear, last: thisYear })}
        errors={fieldErrors("year")}
      >
        <input
          id="story-year"
          name="year"
          inputMode="numeric"
          autoComplete="off"
          required
          maxLength={4}
          defaultValue={value("year")}
          autoFocus={focus("year")}
          aria-invalid={invalid("year")}
          aria-describedby={`${hintIdFor("story-year")} story-year-error`}
        />
      </Field>
      <Field
        id="story-text"
        label={t("adminStoryForm.text")}
        hint={t("adminStoryForm.textHint", { max: groupIndian(STORY_LIMITS.textMax) })}
        errors={fieldErrors("text")}
      >
        <textarea
          id="story-text"
          name="text"
          rows={8}
          required
          maxLength={STORY_LIMITS.textMax}
          defaultValue={value("text")}
          autoFocus={focus("text")}
          aria-invalid={invalid("text")}
          aria-describedby={`${hintIdFor("story-text")} story-text-error`}
        />
      </Field>
      {editing?.image && (
        <div className="stack">
          <img
            src={editing.image}
            alt={t("adminStoryForm.photoNow", { names: editing.names })}
            width={120}
            height={120}
          />
          <CheckboxField
            id="story-remove-photo"
            name="removePhoto"
            label={t("adminStoryForm.removePhoto")}
            checked={ticked("removePhoto")}
            autoFocus={focus("removePhoto")}
            error={fieldErrors("removePhoto")?.[0]}
          />
        </div>
      )}
      <Field
        id="story-photo"
        label={editing?.image ? t("adminStoryForm.newPhoto") : t("adminStoryForm.photo")}
        hint={t("adminStoryForm.photoHint")}
        errors={fieldErrors("photo")}
      >
        <input
          id="story-photo"
          name="photo"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          autoFocus={focus("photo")}
          aria-invalid={invalid("photo")}
          aria-describedby={`${hintIdFor("story-photo")} story-photo-error`}
        />
      </Field>
      <CheckboxField
        id="story-consent"
        name="photoConsent"
        label={t("adminStoryForm.consent")}
        hint={t("adminStoryForm.consentHint")}
        checked={ticked("photoConsent")}
        autoFocus={focus("photoConsent")}
        error={fieldErrors("photoConsent")?.[0]}
      />
      <div className="wizard-actions">
        <button type="submit" className="button" disabled={busy}>
          {editing ? t("adminStoryForm.save") : t("adminStoryForm.add")}
        </button>
        {editing && (
          <Link to="/admin/stories" className="button button--outline">
            {t("adminStoryForm.cancel")}
          </Link>
        )}
      </div>
    </Form>
  );
}

/** A checkbox with its label after it, an optional hint and its error, tied together for screen readers. */
function CheckboxField({
  id,
  name,
  label,
  hint,
  checked,
  autoFocus,
  error,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  checked: boolean;
  autoFocus: boolean;
  error: string | undefined;
}) {
  return (
    <div className={error ? "field field--invalid" : "field"}>
      <div className="checkbox">
        <input
          id={id}
          name={name}
          type="checkbox"
          defaultChecked={checked}
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={hint ? `${hintIdFor(id)} ${id}-error` : `${id}-error`}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {hint && (
        <p className="field__hint" id={hintIdFor(id)}>
          {hint}
        </p>
      )}
      <p className="field__error" id={`${id}-error`} aria-live="polite">
        {error}
      </p>
    </div>
  );
}
