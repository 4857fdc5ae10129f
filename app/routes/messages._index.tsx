import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ConversationList } from "~/components/ConversationList";
import { BROWSE_MATCHES, EmptyState } from "~/components/EmptyState";
import { Pager } from "~/components/Pager";
import { usePolling } from "~/components/usePolling";
import { listConversations } from "~/domain/conversations.server";
import { pageNumber } from "~/forms/paging";
import { requireViewer } from "~/web/auth.server";

export const meta: MetaFunction = () => [{ title: "Messages" }];

// The member's conversations with their connections (docs/product-rules.md §33), the latest first.
export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request);
  const page = pageNumber(new URL(request.url).searchParams.get("page"));
  return json(
    { ...listConversations(viewer.unqId, page), page },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

// New messages and unread counts refresh on their own while the list is open (JavaScript on).
const LIST_REFRESH_MS = 15_000;

export default function Messages() {
  const { conversations, total, pages, page } = useLoaderData<typeof loader>();
  usePolling(LIST_REFRESH_MS);
  return (
    <div className="page page--narrow stack">
      <h1>Messages</h1>
      <p>You can write to the members you are connected with. Messages are text only and stay on this site.</p>
      {conversations.length === 0 ? (
        <EmptyState next={BROWSE_MATCHES}>
          No conversations yet. Once a member accepts your request, or you accept theirs, you can write here.
        </EmptyState>
      ) : (
        <ConversationList conversations={conversations} hrefFor={(id) => `/messages/${id}`} />
      )}
      {total > 0 && (
        <Pager
          page={page}
          pages={pages}
          hrefFor={(n) => `?page=${n}`}
          summary={`${total} conversations · page ${page} of ${pages}`}
        />
      )}
    </div>
  );
}
