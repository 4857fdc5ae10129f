import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { listIncomingRequests } from "~/domain/connections.server";
import { pageNumber } from "~/forms/paging";
import { requireApiViewer } from "~/web/api-auth.server";
import { handleApi } from "~/web/api.server";
import { apiOrigin, wireRequest } from "~/web/api-wire.server";

// → {requests: [{_id, sender: {...}, status, createdAt}], total, pages}; an empty list when none.
export async function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const viewer = await requireApiViewer(request);
    const page = pageNumber(new URL(request.url).searchParams.get("page"));
    const { requests, total, pages } = listIncomingRequests(viewer.unqId, page);
    const origin = apiOrigin(request);
    return json(
      { requests: requests.map((asked) => wireRequest(asked, origin)), total, pages },
      { headers: { "Cache-Control": "private, no-store" } },
    );
  });
}
