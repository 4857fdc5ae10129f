import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { listConnections } from "~/domain/connections.server";
import { pageNumber } from "~/forms/paging";
import { requireApiViewer } from "~/web/api-auth.server";
import { handleApi } from "~/web/api.server";
import { apiOrigin, wireConnection } from "~/web/api-wire.server";

// → a bare array of connected members with their phone and e-mail (connections may see them).
export async function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const viewer = await requireApiViewer(request);
    const page = pageNumber(new URL(request.url).searchParams.get("page"));
    const { connections, total } = listConnections(viewer.unqId, page);
    const origin = apiOrigin(request);
    return json(
      connections.map((connection) => wireConnection(connection, origin)),
      {
        headers: { "Cache-Control": "private, no-store", "X-Total-Count": String(total) },
      },
    );
  });
}
