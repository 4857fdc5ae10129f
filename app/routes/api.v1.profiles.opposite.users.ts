import { allListedProfiles, listProfiles } from "~/domain/listing.server";
import { API_PAGE_SIZE } from "~/forms/listing-options";
import { requireApiViewer } from "~/web/api-auth.server";
import { listingRequest } from "~/web/api-wire.server";
import { handleApi, validationError } from "~/web/api.server";
import { streamJson } from "~/web/stream-json.server";
import type { Route } from "./+types/api.v1.profiles.opposite.users";

const PRIVATE = { "Cache-Control": "private, no-store" };

// The signed-in member's listing, opposite-gender members only → {opp, total, page, pages}: every one
// unless a ?page=N is asked for (docs/api-contract.md §5). Other parameters (the newer build's literal
// `gender={gender}`) are ignored.
export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(async () => {
    const viewer = await requireApiViewer(request);
    const { everyone, parsed, toWire } = listingRequest(request);
    if (!parsed.success) return validationError(parsed.error.issues);
    if (everyone) {
      const { total, batches } = allListedProfiles(viewer, {});
      const tail = `],"total":${total},"page":1,"pages":1}`;
      return streamJson(`{"opp":[`, batches, toWire, tail, { headers: { ...PRIVATE, "X-Total-Count": String(total) } });
    }
    const { cards, total, page, pages } = listProfiles(viewer, { page: parsed.data.page }, API_PAGE_SIZE);
    return Response.json({ opp: cards.map(toWire), total, page, pages }, { headers: PRIVATE });
  });
}
