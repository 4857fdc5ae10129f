import { listIncomingRequests } from "~/domain/connections/connection-lists.server";
import { pageNumber } from "~/forms/paging";
import { requireApiViewer } from "~/web/api-auth.server";
import { handleApi } from "~/web/api.server";
import { apiOrigin, wireRequest } from "~/web/api-wire.server";
import type { Route } from "./+types/api.v1.connectionRequest.forme";
import { pageUrl } from "~/web/page-url.server";

// → {requests: [{_id, sender: {...}, status, createdAt}], total, pages}; an empty list when none.
export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(async () => {
    const viewer = await requireApiViewer(request);
    const page = pageNumber(pageUrl(request).searchParams.get("page"));
    const { requests, total, pages } = listIncomingRequests(viewer.unqId, page);
    const origin = apiOrigin(request);
    return Response.json(
      { requests: requests.map((asked) => wireRequest(asked, origin)), total, pages },
      { headers: { "Cache-Control": "private, no-store" } },
    );
  });
}
