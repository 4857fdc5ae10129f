import { listConnections } from "~/domain/connections/connection-lists.server";
import { pageNumber } from "~/forms/paging";
import { requireApiViewer } from "~/web/api-auth.server";
import { handleApi } from "~/web/api.server";
import { apiOrigin, wireConnection } from "~/web/api-wire.server";
import type { Route } from "./+types/api.v1.connectionRequest.connection.myconn";
import { pageUrl } from "~/web/page-url.server";

// → a bare array of connected members with their phone and e-mail (connections may see them).
export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(async () => {
    const viewer = await requireApiViewer(request);
    const page = pageNumber(pageUrl(request).searchParams.get("page"));
    const { connections, total } = listConnections(viewer.unqId, page);
    const origin = apiOrigin(request);
    return Response.json(
      connections.map((connection) => wireConnection(connection, origin)),
      {
        headers: { "Cache-Control": "private, no-store", "X-Total-Count": String(total) },
      },
    );
  });
}
