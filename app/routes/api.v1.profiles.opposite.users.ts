import { allListedProfiles, listProfiles } from "~/domain/listing/listing.server";
import { API_PAGE_SIZE } from "~/forms/listing-options";
import { requireApiViewer } from "~/web/api-auth.server";
import { listingRequest } from "~/web/api-wire.server";
import { handleApi, validationError } from "~/web/api.server";
import { countFullList, fullMemberList } from "~/web/full-lists.server";
import { requestFactsOf } from "~/web/request-context.server";
import { streamJson } from "~/web/stream-json.server";
import type { Route } from "./+types/api.v1.profiles.opposite.users";

const PRIVATE = { "Cache-Control": "private, no-store" };

// The signed-in member's listing, opposite-gender members only → {opp, total, page, pages}: every one
// unless a ?page=N is asked for (docs/api-contract.md §5). Other parameters (the newer build's literal
// `gender={gender}`) are ignored. A member's full list is made from the one their gender shares (issue 35,
// item 11); an administrator's, who sees every photo, is read whole.
export async function loader({ request, context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const viewer = await requireApiViewer(request);
    const { everyone, parsed, toWire } = listingRequest(request);
    if (!parsed.success) return validationError(parsed.error.issues);
    if (everyone) {
      countFullList(requestFactsOf(context).clientIp);
      if (viewer.role !== "admin") return fullMemberList(request, viewer);
      const { total, batches } = allListedProfiles(viewer, {});
      const tail = `],"total":${total},"page":1,"pages":1}`;
      return streamJson(`{"opp":[`, batches, toWire, tail, { headers: { ...PRIVATE, "X-Total-Count": String(total) } });
    }
    const { cards, total, page, pages } = listProfiles(viewer, { page: parsed.data.page }, API_PAGE_SIZE);
    return Response.json({ opp: cards.map(toWire), total, page, pages }, { headers: PRIVATE });
  });
}
