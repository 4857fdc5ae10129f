import { data, Link, useActionData, useLoaderData } from "react-router";
import { GuardianConversations } from "~/components/GuardianConversations";
import { GuardianDashboard } from "~/components/GuardianDashboard";
import { matchesT, useT } from "~/components/translate";
import { firstName } from "~/domain/accounts/member";
import { answerOnBehalf, guardianDashboard } from "~/domain/family/guardian-access.server";
import { guardianConversations } from "~/domain/family/guardian-reading.server";
import { redirectWithFlash } from "~/web/flash.server";
import { refusingForm, unknownForm } from "~/web/form-reply.server";
import { requireGuardianAccess } from "~/web/guardian-session.server";
import { pageI18n, requestLanguage } from "~/web/language.server";
import { readForm } from "~/web/request-body.server";
import type { Route } from "./+types/guardian.$memberId";
import { pageUrl } from "~/web/page-url.server";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: matchesT(matches)("guardian.title") }];

// One member's requests and connections as their guardian sees them (docs/product-rules.md §32), with Accept
// and Decline only while the member allows the guardian to answer, and their conversations as far as the
// member's scope and each other member's choice allow (§33).
export async function loader({ request, params }: Route.LoaderArgs) {
  const access = await requireGuardianAccess(request, params.memberId);
  return data(
    {
      name: firstName(access.member.fullName),
      memberId: access.member.publicId,
      canAnswer: access.canAnswer,
      scope: access.scope,
      canShare: access.canShareBiodata,
      dashboard: guardianDashboard(access),
      // Null with the scope "requests": the page does not mention conversations at all.
      conversations: guardianConversations(access.member.unqId, access.scope),
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
  const { name, memberId, canAnswer, canShare, scope, dashboard, conversations } = useLoaderData<typeof loader>();
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
      <GuardianDashboard
        memberName={name}
        data={dashboard}
        answering={canAnswer}
        profileHref={(id) => `/guardian/${memberId}/profile/${id}`}
      />
      {conversations && (
        <section className="stack" aria-labelledby="conversations-heading">
          <h2 id="conversations-heading">{t("guardianMember.messagesHeading", { name })}</h2>
          {scope === "conversations" && <p>{t("guardianMember.messagesText", { name })}</p>}
          <GuardianConversations
            conversations={conversations}
            scope={scope}
            memberName={name}
            hrefFor={(id) => `/guardian/${memberId}/messages/${id}`}
          />
        </section>
      )}
    </div>
  );
}
