import { Form, Link, useSubmit } from "@remix-run/react";
import type { FormEvent, ReactNode } from "react";
import { formatHeightCm } from "~/forms/height";
import { AGE_RANGE, chosenParams, SEARCH_BUDGET_MAX, SEARCH_HEIGHTS_CM } from "~/forms/listing-options";
import {
  EDUCATION_LEVEL_LABELS,
  GENDERS,
  EDUCATION_LEVELS,
  MARITAL_LABELS,
  MARITAL_STATUSES,
  MASLAK_LABELS,
  MASLAKS,
} from "~/forms/profile-options";
import { Field } from "./Field";

/** The search form's fields as typed (text, so a refused value stays in its box) and their messages. */
export type SearchValues = Record<string, string>;

type Props = {
  values: SearchValues;
  errors: Record<string, string[]>;
  /** A member's listing is always of this gender, so there is nothing to choose. */
  fixedGender: string | null;
  places: string[];
  /** "Best match" ranks by the viewer's preferences: members only. */
  canSortByMatch: boolean;
  searching: boolean;
};

/**
 * The search at /profilePage (docs/product-rules.md §2): a GET form whose every field starts at "any",
 * with number boxes and drop-downs that show their value without JavaScript. With JavaScript the blank
 * fields are left out of the URL, so it holds exactly the chosen filters.
 */
export function SearchFilters({ values, errors, fixedGender, places, canSortByMatch, searching }: Props) {
  const submit = useSubmit();
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
        <option value="">Any</option>
        {withTyped(SEARCH_HEIGHTS_CM, values[name]).map((cm) => (
          <option key={cm} value={cm}>
            {formatHeightCm(cm)}
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
        <option value="">Any</option>
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
            <p className="field__label">Gender</p>
            <p className="filters__fixed">{fixedGender}</p>
          </div>
        ) : (
          choice("gender", "Gender", GENDERS, String)
        )}
        {field(
          "place",
          "City or state",
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
          "Member ID",
          <input {...control("unqId")} type="search" placeholder="MMR0042" maxLength={20} />,
        )}
        <div className="filters__pair">
          {number("ageFrom", "Age from", AGE_RANGE.min, AGE_RANGE.oldest)}
          {number("ageTo", "Age to", AGE_RANGE.min, AGE_RANGE.oldest)}
        </div>
        <div className="filters__pair">
          {number("budgetFrom", "Budget from (₹)", 0, SEARCH_BUDGET_MAX)}
          {number("budgetTo", "Budget to (₹)", 0, SEARCH_BUDGET_MAX)}
        </div>
        <div className="filters__pair">
          {height("heightFrom", "Height from")}
          {height("heightTo", "Height to")}
        </div>
        {choice("maritalStatus", "Marital status", MARITAL_STATUSES, (status) => MARITAL_LABELS[status])}
        {choice("maslak", "Maslak", MASLAKS, (maslak) => MASLAK_LABELS[maslak])}
        {choice("educationLevel", "Education level", EDUCATION_LEVELS, (level) => atLeast(level))}
        {canSortByMatch &&
          field(
            "sort",
            "Sort by",
            <select {...control("sort")}>
              <option value="">Newest first</option>
              <option value="match">Best match</option>
            </select>,
          )}
      </div>
      <div className="filters__actions">
        <button type="submit" className="button" disabled={searching}>
          {searching ? "Searching…" : "Search"}
        </button>
        <Link to="/profilePage" className="button button--outline">
          Clear
        </Link>
      </div>
    </Form>
  );
}

/** An education level as a minimum: "Graduate or above" (the highest is just itself). */
const atLeast = (level: (typeof EDUCATION_LEVELS)[number]) =>
  level === EDUCATION_LEVELS.at(-1) ? EDUCATION_LEVEL_LABELS[level] : `${EDUCATION_LEVEL_LABELS[level]} or above`;

/** The height list, with a value from the URL that is not on it (a shared link), so the form keeps it. */
function withTyped(heights: readonly number[], typed: string | undefined): readonly number[] {
  const cm = Number(typed);
  if (!typed || !Number.isInteger(cm) || heights.includes(cm)) return heights;
  return [...heights, cm].sort((a, b) => a - b);
}
