import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GuardianReadsNotice } from "~/components/GuardianReadsNotice";
import { MessageThread } from "~/components/MessageThread";
import { firstName } from "~/domain/member";
import { guardianReadsConversation } from "~/domain/messages.server";
import { messageIdParam, orNotFound } from "~/web/conversation-pages.server";
import { requireGuardianAccess } from "~/web/guardian-session.server";

export const meta: MetaFunction = () => [{ title: "Guardian: messages" }];

// A conversation of the member, as their guardian reads it (docs/product-rules.md §33): read-only, never
// marked read for the member, and logged in the member's activity log.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const access = await requireGuardianAccess(request, params.memberId);
  const before = messageIdParam(new URL(request.url), "before");
  const view = orNotFound(() => guardianReadsConversation(access, params.conversationId ?? "", before));
  return json(
    { name: firstName(access.member.fullName), memberId: access.member.publicId, view },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function GuardianConversation() {
  const { name, memberId, view } = useLoaderData<typeof loader>();
  const other = view.other?.fullName ?? "Deleted member";
  return (
    <div className="page page--narrow stack">
      <p>
        <Link to={`/guardian/${memberId}`} className="back-link">
          {name}&apos;s dashboard
        </Link>
      </p>
      <h1>
        {name}&apos;s messages with {other}
      </h1>
      <GuardianReadsNotice />
      {view.olderBefore !== null && (
        <p>
          <Link to={`?before=${view.olderBefore}`}>Older messages</Link>
        </p>
      )}
      {view.messages.length === 0 ? (
        <p className="empty">No messages yet.</p>
      ) : (
        <MessageThread messages={view.messages} mineLabel={name} otherLabel={other} seenId={null} />
      )}
    </div>
  );
}
