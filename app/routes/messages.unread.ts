import { countIncomingRequests } from "~/domain/connections/connection-lists.server";
import { countUnreadMessages } from "~/domain/connections/conversations.server";
import { now } from "~/services/clock.server";
import { getViewer } from "~/web/auth.server";
import type { Route } from "./+types/messages.unread";

// The header's two numbers (requests waiting, unread messages: docs/product-rules.md §33) for a page that
// stays open: with JavaScript the header asks here now and then (useLiveCounts) instead of reloading the
// page. Nobody signed in: zeros.
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  return Response.json(
    {
      pendingRequests: viewer ? countIncomingRequests(viewer.unqId) : 0,
      unreadMessages: viewer ? countUnreadMessages(viewer.unqId) : 0,
      countedAt: now().getTime(),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}
