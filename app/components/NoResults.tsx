import type { Widening } from "~/domain/listing.server";
import { SEARCH_FILTERS } from "~/forms/listing-options";

const profiles = (n: number) => `${n} ${n === 1 ? "profile" : "profiles"}`;

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
  let text: string;
  if (missingId)
    text = `No member with ID ${missingId}. Check the number, or clear the Member ID to search by filters.`;
  else if (!filtered) text = "No profiles yet.";
  else if (widenings.length === 0) text = "No profiles match. No single filter stands in the way: clear some of them.";
  else {
    const [first, ...others] = widenings;
    const more = others.map((w) => `; without ${SEARCH_FILTERS[w.filter].label}, ${profiles(w.total)}`).join("");
    text =
      `No profiles match. Without ${SEARCH_FILTERS[first.filter].label} there would be ${profiles(first.total)}` +
      (others.length === 0 ? " — widen it." : `${more}. Widen one of them.`);
  }
  return <p className="empty">{text}</p>;
}
