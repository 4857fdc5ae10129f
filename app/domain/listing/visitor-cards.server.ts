import type { ListingQuery } from "~/forms/listing";
import { PAGE_SIZE } from "~/forms/listing-options";
import { seal, unseal } from "~/services/sealed-token.server";
import { pageOfRows, toVisitorCard, type ListingPage, type VisitorCard } from "./listing.server";

// The listing page's visitor cards (docs/product-rules.md §2, §6): a tap on one offers registration, and its
// Login comes back to that member's profile. The card names nobody, so the way back is sealed: encrypted
// under the site's secret, different on every page, opened only for a member who has logged in.

const PURPOSE = "visitor-card";

/** A visitor's card on the listing page: its gender (her or his profile) and a sealed way to the member. */
export type VisitorPageCard = VisitorCard & { gender: string; sealedMember: string };

/**
 * A page of the public listing as the listing page shows it to a visitor. `offered`, the seal of the card whose
 * offer is open (the page's address holds it), stays that card's seal, so the page finds the card wherever it
 * stands now (members who joined since push the others down).
 */
export function listVisitorPage(query: ListingQuery, offered: string | null = null): ListingPage<VisitorPageCard> {
  const { rows, ...counts } = pageOfRows(null, query, PAGE_SIZE);
  const offeredId = offered === null ? null : memberOfSealedCard(offered);
  return {
    ...counts,
    cards: rows.map((row) => ({
      ...toVisitorCard(row),
      gender: row.gender,
      sealedMember: offered !== null && row.publicId === offeredId ? offered : seal(PURPOSE, row.publicId),
    })),
  };
}

/** The public id a card's sealed way names, or null for anything this site did not seal for a card. */
export const memberOfSealedCard = (sealed: unknown): string | null => unseal(PURPOSE, sealed);
