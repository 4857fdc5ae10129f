import { data, useLoaderData } from "react-router";
import { ConversationList } from "~/components/ConversationList";
import { BROWSE_MATCHES, EmptyState } from "~/components/EmptyState";
import { Pager } from "~/components/Pager";
import { matchesT, useT } from "~/components/translate";
import { usePolling } from "~/components/usePolling";
import { listConversations } from "~/domain/connections/conversations.server";
import { pageNumber } from "~/forms/paging";
import { requireViewer } from "~/web/auth.server";
import { pageI18n } from "~/web/language.server";
import type { Route } from "./+types/messages._index";
import { pageUrl } from "~/web/page-url.server";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: matchesT(matches)("messages.title") }];

// The member's conversations with their connections (docs/product-rules.md §33), the latest first.
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const page = pageNumber(pageUrl(request).searchParams.get("page"));
  return data(
    // "profiles": the empty list's next step and the pager.
    { ...listConversations(viewer.unqId, page), page, i18n: await pageI18n(request, "connections", "profiles") },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

// New messages and unread counts refresh on their own while the list is open (JavaScript on).
const LIST_REFRESH_MS = 15_000;

export default function Messages() {
  const { conversations, total, pages, page } = useLoaderData<typeof loader>();
  usePolling(LIST_REFRESH_MS);
  const t = useT();
  return (
    <div className="page page--narrow stack">
      <h1>{t("messages.title")}</h1>
      <p>{t("messages.intro")}</p>
      {conversations.length === 0 ? (
        <EmptyState next={BROWSE_MATCHES}>{t("messages.empty")}</EmptyState>
      ) : (
        <ConversationList conversations={conversations} hrefFor={(id) => `/messages/${id}#newest`} />
      )}
      {total > 0 && (
        <Pager
          page={page}
          pages={pages}
          hrefFor={(n) => `?page=${n}`}
          summary={t("messages.summary", { count: total, page, pages })}
        />
      )}
    </div>
  );
}
