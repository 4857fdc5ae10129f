import type { Widening } from "~/domain/listing/search.server";
import type { SearchFilterName } from "~/forms/listing-options";
import { useT } from "./translate";

/** Each filter as the hint names it ("the age range"; SEARCH_FILTERS' labels), in the reader's language. */
const FILTER_NAMES: Record<SearchFilterName, string> = {
  gender: "noResults.filter.gender",
  place: "noResults.filter.place",
  age: "noResults.filter.age",
  budget: "noResults.filter.budget",
  maritalStatus: "noResults.filter.maritalStatus",
  maslak: "noResults.filter.maslak",
  educationLevel: "noResults.filter.educationLevel",
  height: "noResults.filter.height",
  verified: "noResults.filter.verified",
};

/**
 * What an empty search says (docs/product-rules.md §26): a member ID that names nobody says so; otherwise
 * the filter to widen, with how many profiles the search would find without it.
 */
export function NoResults({
  missingId,
  widenings,
  filtered,
}: {
  missingId: string | null;
  widenings: Widening[];
  filtered: boolean;
}) {
  const t = useT();
  if (missingId) {
    // The id stays left to right inside an Urdu sentence; {{id}} marks its place.
    const [before, ...after] = t("noResults.missingId", { id: "{{id}}" }).split("{{id}}");
    return (
      <p className="empty">
        {before}
        <bdi dir="ltr">{missingId}</bdi>
        {after.join("")}
      </p>
    );
  }
  let text: string;
  if (!filtered) text = t("noResults.none");
  else if (widenings.length === 0) text = t("noResults.noSingleFilter");
  else {
    const [first, ...others] = widenings;
    const filter = (widening: Widening) => t(FILTER_NAMES[widening.filter]);
    if (others.length === 0) text = t("noResults.widenIt", { filter: filter(first), count: first.total });
    else {
      const clauses =
        t("noResults.withoutFirst", { filter: filter(first), count: first.total }) +
        others.map((w) => t("noResults.withoutOther", { filter: filter(w), count: w.total })).join("");
      text = t("noResults.widenOneOf", { clauses });
    }
  }
  return <p className="empty">{text}</p>;
}
