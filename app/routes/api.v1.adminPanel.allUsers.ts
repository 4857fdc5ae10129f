import { listVisitorProfiles } from "~/domain/listing/listing.server";
import { API_PAGE_SIZE } from "~/forms/listing-options";
import { listingRequest } from "~/web/api-wire.server";
import { handleApi, validationError } from "~/web/api.server";
import { countFullList, fullVisitorList } from "~/web/full-lists.server";
import { requestFactsOf } from "~/web/request-context.server";
import type { Route } from "./+types/api.v1.adminPanel.allUsers";

// The public listing for visitors: a bare array of visitors' cards (first name and family-name initial, a
// photo shown to everyone, state, age, work; docs/product-rules.md §6), the total in
// X-Total-Count. Every listed member unless a ?page=N is asked for (the original client never pages;
// docs/api-contract.md §5), the same bytes for every visitor until the database changes (issue 35, item 11).
// Other parameters are ignored.
export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const { everyone, parsed, toVisitorWire } = listingRequest(request);
    if (!parsed.success) return validationError(parsed.error.issues);
    if (everyone) {
      countFullList(requestFactsOf(context).clientIp);
      return fullVisitorList(request);
    }
    const { cards, total } = listVisitorProfiles({ page: parsed.data.page }, API_PAGE_SIZE);
    return Response.json(cards.map(toVisitorWire), { headers: { "X-Total-Count": String(total) } });
  });
}
