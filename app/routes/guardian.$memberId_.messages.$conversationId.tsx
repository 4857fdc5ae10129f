import { data, Link, useLoaderData } from "react-router";
import { GuardianReadsNotice } from "~/components/GuardianReadsNotice";
import { MessageThread } from "~/components/MessageThread";
import { matchesT, useT } from "~/components/translate";
import { firstName } from "~/domain/accounts/member";
import { guardianReadsConversation } from "~/domain/connections/messages.server";
import { messageIdParam, orNotFound } from "~/web/conversation-pages.server";
import { requireGuardianAccess } from "~/web/guardian-session.server";
import { pageI18n } from "~/web/language.server";
import type { Route } from "./+types/guardian.$memberId_.messages.$conversationId";
import { pageUrl } from "~/web/page-url.server";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: matchesT(matches)("guardianMessages.title") }];

// A conversation of the member, as their guardian reads it (docs/product-rules.md §33): read-only, never
// marked read for the member, and logged in the member's activity log.
export async function loader({ request, params }: Route.LoaderArgs) {
  const access = await requireGuardianAccess(request, params.memberId);
  const before = messageIdParam(pageUrl(request), "before");
  const view = orNotFound(() => guardianReadsConversation(access, params.conversationId ?? "", before));
  return data(
    {
      name: firstName(access.member.fullName),
      memberId: access.member.publicId,
      view,
      // The notice and the thread are the members' pages' (connections).
      i18n: await pageI18n(request, "family", "connections"),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function GuardianConversation() {
  const { name, memberId, view } = useLoaderData<typeof loader>();
  const t = useT();
  const other = view.other?.fullName ?? t("guardianMessages.deletedMember");
  return (
    <div className="page page--narrow stack">
      <p>
        <Link to={`/guardian/${memberId}`} className="back-link">
          {t("guardianMessages.back", { name })}
        </Link>
      </p>
      <h1>{t("guardianMessages.heading", { name, other })}</h1>
      <GuardianReadsNotice />
      {view.olderBefore !== null && (
        <p>
          <Link to={`?before=${view.olderBefore}`}>{t("guardianMessages.older")}</Link>
        </p>
      )}
      {view.messages.length === 0 ? (
        <p className="empty">{t("guardianMessages.none")}</p>
      ) : (
        <MessageThread messages={view.messages} mineLabel={name} otherLabel={other} seenId={null} />
      )}
    </div>
  );
}
