import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { countIncomingRequests } from "~/domain/connections.server";
import { countUnreadMessages } from "~/domain/conversations.server";
import { now } from "~/services/clock.server";
import { getViewer } from "~/web/auth.server";

// The header's two numbers (requests waiting, unread messages: docs/product-rules.md §33) for a page that
// stays open: with JavaScript the header asks here now and then (useLiveCounts) instead of reloading the
// page. Nobody signed in: zeros.
export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await getViewer(request);
  return json(
    {
      pendingRequests: viewer ? countIncomingRequests(viewer.unqId) : 0,
      unreadMessages: viewer ? countUnreadMessages(viewer.unqId) : 0,
      countedAt: now().getTime(),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}
