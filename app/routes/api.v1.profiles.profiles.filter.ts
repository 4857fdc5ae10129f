import { listProfiles, listVisitorProfiles, type ListingPage } from "~/domain/listing/listing.server";
import { apiFilterSchema } from "~/forms/listing";
import { API_PAGE_SIZE } from "~/forms/listing-options";
import { handleApi, readJsonObject, validationError } from "~/web/api.server";
import { getViewer } from "~/web/auth.server";
import { apiOrigin, wireCard, wireVisitorCard } from "~/web/api-wire.server";
import type { Route } from "./+types/api.v1.profiles.profiles.filter";

// POST {gender, age, city, budget, unqId?, page?} → {success, total, all, data}, as the original server
// answered it (docs/api-contract.md §8): city or state, age and budget as lower bounds. A member's gender
// filter is always the opposite gender, whatever is sent.
export async function action({ request }: Route.ActionArgs) {
  return handleApi(async () => {
    const parsed = apiFilterSchema.safeParse(await readJsonObject(request));
    if (!parsed.success) return validationError(parsed.error.issues);
    const viewer = await getViewer(request);
    const origin = apiOrigin(request);
    // A visitor gets visitors' cards (docs/product-rules.md §6), a member the full ones.
    const { total, page, pages, wired } = viewer
      ? wiredPage(listProfiles(viewer, parsed.data, API_PAGE_SIZE), (card) => wireCard(card, origin))
      : wiredPage(listVisitorProfiles(parsed.data, API_PAGE_SIZE), (card) => wireVisitorCard(card, origin));
    return Response.json(
      {
        success: true,
        msg: "Filters applied successfully!",
        total,
        page,
        pages,
        all: wired,
        data: wired,
      },
      { headers: viewer ? { "Cache-Control": "private, no-store" } : undefined },
    );
  });
}

function wiredPage<Card, Wire>({ cards, ...counts }: ListingPage<Card>, toWire: (card: Card) => Wire) {
  return { ...counts, wired: cards.map(toWire) };
}
