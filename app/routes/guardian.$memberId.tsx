import { data, Link, useActionData, useLoaderData } from "react-router";
import { ConversationList } from "~/components/ConversationList";
import { GuardianDashboard } from "~/components/GuardianDashboard";
import { matchesT, useT } from "~/components/translate";
import { firstName } from "~/domain/accounts/member";
import { listConversations } from "~/domain/connections/conversations.server";
import { answerOnBehalf, guardianDashboard } from "~/domain/family/guardian-access.server";
import { redirectWithFlash } from "~/web/flash.server";
import { refusingForm, unknownForm } from "~/web/form-reply.server";
import { requireGuardianAccess } from "~/web/guardian-session.server";
import { pageI18n, requestLanguage } from "~/web/language.server";
import { readForm } from "~/web/request-body.server";
import type { Route } from "./+types/guardian.$memberId";
import { pageUrl } from "~/web/page-url.server";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: matchesT(matches)("guardian.title") }];

// One member's requests and connections as their guardian sees them (docs/product-rules.md §32) and their
// conversations (§33), with
// Accept and Decline only while the member allows the guardian to answer.
export async function loader({ request, params }: Route.LoaderArgs) {
  const access = await requireGuardianAccess(request, params.memberId);
  return data(
    {
      name: firstName(access.member.fullName),
      memberId: access.member.publicId,
      canAnswer: access.canAnswer,
      canShare: access.canShareBiodata,
      dashboard: guardianDashboard(access),
      // The member's conversations, which their guardian may read (§33); the other side is told so.
      conversations: listConversations(access.member.unqId).conversations,
      // The genders are choices ("options"); the conversation list is the members' pages' (connections).
      i18n: await pageI18n(request, "family", "options", "connections"),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  const access = await requireGuardianAccess(request, params.memberId);
  const form = await readForm(request);
  const intent = form.get("intent");
  const language = await requestLanguage(request);
  if (intent !== "accept" && intent !== "reject") return unknownForm(language);
  return refusingForm(language, async () => {
    await answerOnBehalf(access, String(form.get("requestId") ?? ""), intent);
    const name = firstName(access.member.fullName);
    return redirectWithFlash(pageUrl(request).pathname, {
      type: "success",
      message: intent === "accept" ? `Accepted on ${name}'s behalf.` : `Declined on ${name}'s behalf.`,
    });
  });
}

export default function GuardianMember() {
  const { name, memberId, canAnswer, canShare, dashboard, conversations } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const t = useT();
  return (
    <div className="page page--narrow stack">
      <h1>{t("guardianMember.heading", { name })}</h1>
      <p>{canAnswer ? t("guardianMember.introAnswering", { name }) : t("guardianMember.introReading", { name })}</p>
      {canShare && (
        <p>
          <Link to={`/guardian/${memberId}/biodata`}>{t("guardianMember.shareBiodata", { name })}</Link>
        </p>
      )}
      {failed?.error && (
        <p className="form-error" role="alert">
          {failed.error}
        </p>
      )}
      <GuardianDashboard memberName={name} data={dashboard} answering={canAnswer} />
      <section className="stack" aria-labelledby="conversations-heading">
        <h2 id="conversations-heading">{t("guardianMember.messagesHeading", { name })}</h2>
        <p>{t("guardianMember.messagesText", { name })}</p>
        {conversations.length === 0 ? (
          <p className="empty">{t("guardianMember.noConversations")}</p>
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
