import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { listProfiles } from "~/domain/listing.server";
import { listingFilterSchema } from "~/forms/listing";
import { API_PAGE_SIZE } from "~/forms/listing-options";
import { handleApi, validationError } from "~/web/api.server";
import { wireCard } from "~/web/api-wire.server";

// The public listing for visitors: a bare array of cards (name, photo, state,
// age, work), a page at a time (?page=N); the total is in X-Total-Count.
export async function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const parsed = listingFilterSchema.safeParse({ page: new URL(request.url).searchParams.get("page") ?? undefined });
    if (!parsed.success) return validationError(parsed.error.issues);
    const { cards, total } = listProfiles(null, { page: parsed.data.page }, API_PAGE_SIZE);
    return json(cards.map(wireCard), { headers: { "X-Total-Count": String(total) } });
  });
}
