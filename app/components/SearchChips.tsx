import { Link } from "react-router";
import { groupIndian } from "~/forms/indian-number";
import { heightPhrase, say } from "~/forms/phrase";
import {
  EDUCATION_LEVEL_LABELS,
  EDUCATION_LEVELS,
  GENDERS,
  MARITAL_LABELS,
  MARITAL_STATUSES,
  MASLAK_LABELS,
  MASLAKS,
} from "~/forms/profile-options";
import type { ChipFilter, SearchChip } from "~/forms/search-chips";
import { useT, type Translate } from "./translate";

/** Each filter's name on its chip, in the reader's language. */
const NAMES: Record<ChipFilter, string> = {
  gender: "searchFilters.gender",
  place: "searchFilters.place",
  memberId: "searchFilters.memberId",
  age: "searchChips.age",
  budget: "searchChips.budget",
  height: "searchChips.height",
  maritalStatus: "searchFilters.maritalStatus",
  maslak: "searchFilters.maslak",
  educationLevel: "searchFilters.educationLevel",
  verified: "searchFilters.verifiedOnly",
};

const isOneOf = <Value extends string>(options: readonly Value[], value: string): value is Value =>
  (options as readonly string[]).includes(value);

/** A range's end as the chip shows it: rupees grouped, a height in feet and inches; else as typed. */
function rangeEnd(t: Translate, filter: ChipFilter, value: string): string {
  const n = Number(value);
  if (!Number.isInteger(n)) return value;
  if (filter === "budget") return `₹${groupIndian(n)}`;
  if (filter === "height") return say(t, heightPhrase(n));
  return value;
}

/** What the chip says the filter is set to: a choice's label, a range, or the typed text. */
function valueOf(t: Translate, { filter, value = "", from, to }: SearchChip): string {
  switch (filter) {
    case "age":
    case "budget":
    case "height": {
      const [low, high] = [from && rangeEnd(t, filter, from), to && rangeEnd(t, filter, to)];
      if (low && high) return t("searchChips.between", { from: low, to: high });
      return low ? t("searchChips.from", { from: low }) : t("searchChips.upTo", { to: high ?? "" });
    }
    case "gender":
      return isOneOf(GENDERS, value) ? t(value) : value;
    case "maritalStatus":
      return isOneOf(MARITAL_STATUSES, value) ? t(MARITAL_LABELS[value]) : value;
    case "maslak":
      return isOneOf(MASLAKS, value) ? t(MASLAK_LABELS[value]) : value;
    case "educationLevel":
      return isOneOf(EDUCATION_LEVELS, value) ? atLeast(t, value) : value;
    default:
      return value;
  }
}

/**
 * The search's active filters as links (docs/product-rules.md §2): each names its filter and value ("Age:
 * 25–30 ×") and leads to the same search without it; "Clear all" to the listing without any. Plain links, so
 * they work without JavaScript. Nothing when no filter is set.
 */
export function SearchChips({ chips, clearTo }: { chips: SearchChip[]; clearTo: string }) {
  const t = useT();
  if (chips.length === 0) return null;
  return (
    <ul className="search-chips" aria-label={t("searchChips.heading")}>
      {chips.map((chip) => {
        const name = t(NAMES[chip.filter]);
        // "Verified only" is its own value; the typed value keeps its own direction (a place, an id).
        const [before, ...after] =
          chip.filter === "verified"
            ? [name]
            : t("searchChips.label", { filter: name, value: "{{value}}" }).split("{{value}}");
        return (
          <li key={chip.filter}>
            <Link to={chip.href} className="search-chip">
              <span className="visually-hidden">{t("searchChips.remove")} </span>
              {before}
              {chip.filter !== "verified" && <bdi>{valueOf(t, chip)}</bdi>}
              {after.join("")}
              <span aria-hidden="true"> ×</span>
            </Link>
          </li>
        );
      })}
      <li>
        <Link to={clearTo} className="search-chip search-chip--clear">
          {t("searchChips.clearAll")}
        </Link>
      </li>
    </ul>
  );
}

/** An education level as a minimum: "Graduate or above" (the highest is just itself). */
export const atLeast = (t: Translate, level: (typeof EDUCATION_LEVELS)[number]) =>
  level === EDUCATION_LEVELS.at(-1)
    ? t(EDUCATION_LEVEL_LABELS[level])
    : t("searchFilters.orAbove", { level: t(EDUCATION_LEVEL_LABELS[level]) });
