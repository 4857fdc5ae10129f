import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { listProfiles } from "~/domain/listing.server";
import { apiFilterSchema } from "~/forms/listing";
import { API_PAGE_SIZE } from "~/forms/listing-options";
import { handleApi, readJsonObject, validationError } from "~/web/api.server";
import { getViewer } from "~/web/auth.server";
import { apiOrigin, wireCard } from "~/web/api-wire.server";

// POST {gender, age, city, budget, unqId?, page?} → {success, total, all, data}, as the original server
// answered it (docs/api-contract.md §8): city or state, age and budget as lower bounds. A member's gender
// filter is always the opposite gender, whatever is sent.
export async function action({ request }: ActionFunctionArgs) {
  return handleApi(async () => {
    const parsed = apiFilterSchema.safeParse(await readJsonObject(request));
    if (!parsed.success) return validationError(parsed.error.issues);
    const viewer = await getViewer(request);
    const { cards, total, page, pages } = listProfiles(viewer, parsed.data, API_PAGE_SIZE);
    const origin = apiOrigin(request);
    const wired = cards.map((card) => wireCard(card, origin));
    return json(
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
