import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { listProfiles } from "~/domain/listing.server";
import { listingFilterSchema } from "~/forms/listing";
import { API_PAGE_SIZE } from "~/forms/listing-options";
import { requireApiViewer } from "~/web/api-auth.server";
import { handleApi, validationError } from "~/web/api.server";
import { wireCard } from "~/web/api-wire.server";

// The signed-in member's listing: opposite-gender members only → {opp, total, page, pages}.
export async function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const viewer = await requireApiViewer(request);
    const parsed = listingFilterSchema.safeParse({ page: new URL(request.url).searchParams.get("page") ?? undefined });
    if (!parsed.success) return validationError(parsed.error.issues);
    const { cards, total, page, pages } = listProfiles(viewer, { page: parsed.data.page }, API_PAGE_SIZE);
    return json(
      { opp: cards.map(wireCard), total, page, pages },
      { headers: { "Cache-Control": "private, no-store" } },
    );
  });
}
