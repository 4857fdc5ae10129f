import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ConversationList } from "~/components/ConversationList";
import { GuardianDashboard } from "~/components/GuardianDashboard";
import { firstName } from "~/domain/member";
import { listConversations } from "~/domain/conversations.server";
import { answerOnBehalf, guardianDashboard } from "~/domain/guardian-access.server";
import { redirectWithFlash } from "~/web/flash.server";
import { answerRefusals } from "~/web/form-reply.server";
import { requireGuardianAccess } from "~/web/guardian-session.server";
import { readForm } from "~/web/request-body.server";

export const meta: MetaFunction = () => [{ title: "Guardian dashboard" }];

// One member's requests and connections as their guardian sees them (docs/product-rules.md §32) and their
// conversations (§33), with
// Accept and Decline only while the member allows the guardian to answer.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const access = await requireGuardianAccess(request, params.memberId);
  return json(
    {
      name: firstName(access.member.fullName),
      memberId: access.member.publicId,
      canAnswer: access.canAnswer,
      dashboard: guardianDashboard(access),
      // The member's conversations, which their guardian may read (§33); the other side is told so.
      conversations: listConversations(access.member.unqId).conversations,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const access = await requireGuardianAccess(request, params.memberId);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent !== "accept" && intent !== "reject") return json({ error: "Something went wrong!" }, { status: 400 });
  return answerRefusals(
    async () => {
      await answerOnBehalf(access, String(form.get("requestId") ?? ""), intent);
      const name = firstName(access.member.fullName);
      return redirectWithFlash(new URL(request.url).pathname, {
        type: "success",
        message: intent === "accept" ? `Accepted on ${name}'s behalf.` : `Declined on ${name}'s behalf.`,
      });
    },
    (error) => ({ error: error.message }),
  );
}

export default function GuardianMember() {
  const { name, memberId, canAnswer, dashboard, conversations } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <div className="page page--narrow stack">
      <h1>{name}&apos;s requests and connections</h1>
      <p>
        {canAnswer
          ? `${name} allows you to accept or decline requests on their behalf. `
          : `You can see ${name}'s requests and connections, but not answer them. `}
        You cannot send requests, change the profile, or see the shortlist, preferences or privacy settings. Everything
        you do is shown to {name}.
      </p>
      {failed?.error && (
        <p className="form-error" role="alert">
          {failed.error}
        </p>
      )}
      <GuardianDashboard memberName={name} data={dashboard} answering={canAnswer} />
      <section className="stack" aria-labelledby="conversations-heading">
        <h2 id="conversations-heading">{name}&apos;s messages</h2>
        <p>You can read {name}&apos;s conversations, but not write in them. Both sides see that a guardian can read.</p>
        {conversations.length === 0 ? (
          <p className="empty">No conversations yet.</p>
        ) : (
          <ConversationList
            conversations={conversations}
            hrefFor={(id) => `/guardian/${memberId}/messages/${id}`}
            mineLabel={name}
          />
        )}
      </section>
    </div>
  );
}
