import { Form, Link, useSubmit } from "react-router";
import type { FormEvent, ReactNode } from "react";
import { AGE_RANGE, chosenParams, SEARCH_BUDGET_MAX, SEARCH_HEIGHTS_CM } from "~/forms/listing-options";
import {
  GENDERS,
  EDUCATION_LEVELS,
  MARITAL_LABELS,
  MARITAL_STATUSES,
  MASLAK_LABELS,
  MASLAKS,
} from "~/forms/profile-options";
import { Field } from "./Field";
import { heightPhrase, say } from "~/forms/phrase";
import { useT, type Translate } from "./translate";
import { atLeast } from "./SearchChips";

/** The search form's fields as typed (text, so a refused value stays in its box) and their messages. */
export type SearchValues = Record<string, string>;

type Props = {
  values: SearchValues;
  errors: Record<string, string[]>;
  /** A member's listing is always of this gender, so there is nothing to choose. */
  fixedGender: string | null;
  places: string[];
  /**
   * Members only: "Best match" ranks by the viewer's preferences, and "Verified only" narrows to the badges a
   * person gave, which members' cards show and visitors' do not (docs/product-rules.md §6, §39).
   */
  signedIn: boolean;
  searching: boolean;
};

/**
 * The search at /profilePage (docs/product-rules.md §2), inside the route's "Filters (3)" panel (FiltersPanel):
 * a GET form whose every field starts at "any",
 * with number boxes and drop-downs that show their value without JavaScript. With JavaScript the blank
 * fields are left out of the URL, so it holds exactly the chosen filters. Its words, and the choices' labels,
 * come in the reader's language (the "profiles" and "options" namespaces).
 */
export function SearchFilters({ values, errors, fixedGender, places, signedIn, searching }: Props) {
  const submit = useSubmit();
  const t = useT();
  const sendChosenOnly = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(chosenParams(new FormData(event.currentTarget)), { method: "get", action: "/profilePage" });
  };
  // Each control: its id, name and current value, tied to its error for screen readers.
  const control = (name: string) => ({
    id: `filter-${name}`,
    name,
    defaultValue: values[name] ?? "",
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": `filter-${name}-error`,
  });
  const field = (name: string, label: string, input: ReactNode) => (
    <Field id={`filter-${name}`} label={label} errors={errors[name]}>
      {input}
    </Field>
  );
  const number = (name: string, label: string, min: number, max: number) =>
    field(name, label, <input {...control(name)} type="number" inputMode="numeric" min={min} max={max} />);
  const height = (name: string, label: string) =>
    field(
      name,
      label,
      <select {...control(name)}>
        <option value="">{t("searchFilters.any")}</option>
        {withTyped(SEARCH_HEIGHTS_CM, values[name]).map((cm) => (
          <option key={cm} value={cm}>
            {say(t, heightPhrase(cm))}
          </option>
        ))}
      </select>,
    );
  const choice = <Value extends string>(
    name: string,
    label: string,
    options: readonly Value[],
    text: (v: Value) => string,
  ) =>
    field(
      name,
      label,
      <select {...control(name)}>
        <option value="">{t("searchFilters.any")}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {text(option)}
          </option>
        ))}
      </select>,
    );

  return (
    <Form method="get" className="card filters" onSubmit={sendChosenOnly} noValidate>
      <div className="filters__grid">
        {fixedGender ? (
          <div className="field">
            <p className="field__label">{t("searchFilters.gender")}</p>
            <p className="filters__fixed">{t(fixedGender)}</p>
          </div>
        ) : (
          choice("gender", t("searchFilters.gender"), GENDERS, (gender) => t(gender))
        )}
        {field(
          "place",
          t("searchFilters.place"),
          <>
            <input {...control("place")} type="text" list="filter-places" maxLength={60} autoComplete="off" />
            <datalist id="filter-places">
              {places.map((place) => (
                <option key={place} value={place} />
              ))}
            </datalist>
          </>,
        )}
        {field(
          "unqId",
          t("searchFilters.memberId"),
          <input {...control("unqId")} type="search" placeholder="MMR0042" maxLength={20} />,
        )}
        <div className="filters__pair">
          {number("ageFrom", t("searchFilters.ageFrom"), AGE_RANGE.min, AGE_RANGE.oldest)}
          {number("ageTo", t("searchFilters.ageTo"), AGE_RANGE.min, AGE_RANGE.oldest)}
        </div>
        <div className="filters__pair">
          {number("budgetFrom", t("searchFilters.budgetFrom"), 0, SEARCH_BUDGET_MAX)}
          {number("budgetTo", t("searchFilters.budgetTo"), 0, SEARCH_BUDGET_MAX)}
        </div>
        <div className="filters__pair">
          {height("heightFrom", t("searchFilters.heightFrom"))}
          {height("heightTo", t("searchFilters.heightTo"))}
        </div>
        {choice("maritalStatus", t("searchFilters.maritalStatus"), MARITAL_STATUSES, (status) =>
          t(MARITAL_LABELS[status]),
        )}
        {choice("maslak", t("searchFilters.maslak"), MASLAKS, (maslak) => t(MASLAK_LABELS[maslak]))}
        {choice("educationLevel", t("searchFilters.educationLevel"), EDUCATION_LEVELS, (level) => atLeast(t, level))}
        {signedIn && <VerifiedOnly checked={values.verified !== ""} errors={errors.verified} t={t} />}
        {signedIn &&
          field(
            "sort",
            t("searchFilters.sort"),
            <select {...control("sort")}>
              <option value="">{t("searchFilters.newest")}</option>
              <option value="match">{t("searchFilters.bestMatch")}</option>
            </select>,
          )}
      </div>
      <div className="filters__actions">
        <button type="submit" className="button" disabled={searching}>
          {searching ? t("searchFilters.searching") : t("searchFilters.search")}
        </button>
        <Link to="/profilePage" className="button button--outline">
          {t("searchFilters.clear")}
        </Link>
      </div>
    </Form>
  );
}

/**
 * "Verified only" (docs/product-rules.md §39), a tick box whose hint says what it means: a person checked the
 * member. Sent as verified=1; unticked, a form sent without JavaScript leaves it out, as a browser does.
 */
function VerifiedOnly({ checked, errors, t }: { checked: boolean; errors?: string[]; t: Translate }) {
  return (
    <div className={errors ? "field field--invalid filters__check" : "field filters__check"}>
      <div className="checkbox">
        <input
          id="filter-verified"
          name="verified"
          type="checkbox"
          value="1"
          defaultChecked={checked}
          aria-describedby="filter-verified-hint filter-verified-error"
          aria-invalid={errors ? true : undefined}
        />
        <label htmlFor="filter-verified">{t("searchFilters.verifiedOnly")}</label>
      </div>
      <p className="field__hint" id="filter-verified-hint">
        {t("searchFilters.verifiedHint")}
      </p>
      <p className="field__error" id="filter-verified-error" aria-live="polite">
        {errors?.[0]}
      </p>
    </div>
  );
}

/** The height list, with a value from the URL that is not on it (a shared link), so the form keeps it. */
function withTyped(heights: readonly number[], typed: string | undefined): readonly number[] {
  const cm = Number(typed);
  if (!typed || !Number.isInteger(cm) || heights.includes(cm)) return heights;
  return [...heights, cm].sort((a, b) => a - b);
}
