import { data, Link, redirect, useActionData, useLoaderData } from "react-router";
import { GuardianConsentNotice } from "~/components/GuardianConsentNotice";
import { MessageComposer } from "~/components/MessageComposer";
import { MessageThread } from "~/components/MessageThread";
import { ReportMemberForm } from "~/components/ReportMemberForm";
import { matchesT, useT } from "~/components/translate";
import { useFollowNewest } from "~/components/useFollowNewest";
import { useLiveThread } from "~/components/useLiveThread";
import { usePolling } from "~/components/usePolling";
import { setGuardianConsent } from "~/domain/connections/conversation-consent.server";
import { countUnreadMessages } from "~/domain/connections/conversations.server";
import { readConversation, sendMessage } from "~/domain/connections/messages.server";
import { messageSchema, parseForm } from "~/forms/submissions.server";
import { requireViewer } from "~/web/auth.server";
import { messageIdParam, orNotFound } from "~/web/conversation-pages.server";
import { redirectWithFlash } from "~/web/flash.server";
import { formRefusal, refusingForm, withRetryAfter } from "~/web/form-reply.server";
import { pageI18n, requestLanguage } from "~/web/language.server";
import { readForm } from "~/web/request-body.server";
import type { Route } from "./+types/messages.$conversationId";
import { pageUrl } from "~/web/page-url.server";

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  const t = matchesT(matches);
  // Without data (a conversation the reader may not open) only the layout's words are at hand.
  if (!data) return [{ title: t("bar.messages") }];
  const other = data.view.other;
  return [{ title: other ? t("conversation.title", { name: other.fullName }) : t("conversation.titleDeleted") }];
};

// One conversation (docs/product-rules.md §33): the newest messages (older ones a page back each), what each
// side's guardians may read with the member's choice about the other side's, the reply box (once that choice
// is made), and, with ?report=<message id>, the report form for that message of the other member's.
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const url = pageUrl(request);
  const view = orNotFound(() => readConversation(viewer, params.conversationId ?? "", messageIdParam(url, "before")));
  const reportId = messageIdParam(url, "report");
  const reporting = view.messages.find((message) => message.id === reportId && !message.mine) ?? null;
  // Counted after reading: the root's count may have been taken before it (the two load side by side).
  const unreadMessages = countUnreadMessages(viewer.unqId);
  // The report form, when it is open, has the profiles' words and the reasons ("options").
  const i18n = await (reporting
    ? pageI18n(request, "connections", "profiles", "options")
    : pageI18n(request, "connections"));
  return data({ view, reporting, unreadMessages, i18n }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, params }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  const id = params.conversationId ?? "";
  const form = await readForm(request);
  const draft = String(form.get("body") ?? "");
  const language = await requestLanguage(request);
  if (form.get("intent") === "guardian-consent")
    return refusingForm(
      language,
      async () => {
        const choice = orNotFound(() => setGuardianConsent(viewer, id, form.get("choice")));
        return redirectWithFlash(`/messages/${id}`, {
          type: "success",
          message:
            choice === "allowed"
              ? "Your choice is saved: the guardian can read this conversation."
              : "Your choice is saved: this conversation is private from the guardian.",
        });
      },
      { draft },
    );
  const submission = parseForm(form, messageSchema);
  if (submission.status !== "success")
    return formRefusal(language, submission.error?.body?.[0] ?? "Please write a message.", { draft });
  return refusingForm(
    language,
    async () => {
      orNotFound(() => sendMessage(viewer, id, submission.value));
      return redirect(`/messages/${id}#newest`);
    },
    { draft },
  );
}

// A message refused by the burst or daily limit says when to send again (Retry-After), without JavaScript too.
export const headers = withRetryAfter;

// While the newest messages are on screen (JavaScript on), the server pushes new ones (useLiveThread); without
// its stream the page asks this often instead.
const THREAD_REFRESH_MS = 4_000;

export default function Conversation() {
  const { view, reporting } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const { messages, seenId, live } = useLiveThread(view);
  usePolling(THREAD_REFRESH_MS, view.newest && !live);
  const last = messages.at(-1);
  const { unseen, showNewest } = useFollowNewest(view.newest && last ? { id: last.id, mine: last.mine } : null);
  const t = useT();
  const name = view.other?.fullName ?? t("conversation.deletedMember");
  const here = `/messages/${view.id}`;
  return (
    <div className="page page--narrow stack" data-live={live ? "on" : "off"}>
      <p>
        <Link to="/messages" className="back-link">
          {t("conversation.allMessages")}
        </Link>
      </p>
      <h1>
        <bdi>{view.other ? <Link to={`/InnerProfile/${view.other.publicId}`}>{name}</Link> : name}</bdi>
      </h1>
      <GuardianConsentNotice notice={view.guardians} otherName={name} otherGender={view.other?.gender ?? null} />
      {view.olderBefore !== null && (
        <p>
          <Link to={`?before=${view.olderBefore}`}>{t("conversation.older")}</Link>
        </p>
      )}
      {messages.length === 0 ? (
        <p className="empty">{t("conversation.empty")}</p>
      ) : (
        <MessageThread
          messages={messages}
          mineLabel={t("conversation.you")}
          otherLabel={name}
          seenId={seenId}
          reportHref={view.other ? (id) => `?report=${id}#report` : undefined}
        />
      )}
      {view.newest ? (
        // Without JavaScript nothing arrives by itself: the reader reloads, and lands on the newest message. A form,
        // not a link: a link to the page's own address and #newest only scrolls, where a form always loads.
        <noscript>
          <form method="get" action={`${here}#newest`}>
            <button type="submit" className="button button--outline">
              {t("conversation.refresh")}
            </button>
          </form>
        </noscript>
      ) : (
        <p>
          <Link to={`${here}#newest`}>{t("conversation.newest")}</Link>
        </p>
      )}
      {unseen && (
        <button type="button" className="button new-message-button" onClick={showNewest}>
          {t("conversation.newMessage")}
        </button>
      )}
      {reporting && view.other && (
        <div id="report" className="stack">
          <blockquote className="enquiry__message" dir="auto">
            {reporting.body}
          </blockquote>
          <ReportMemberForm
            memberId={view.other.publicId}
            name={view.other.fullName}
            message={{ id: reporting.id, returnTo: here }}
          />
        </div>
      )}
      {!view.canWrite ? (
        <p className="notice">{t("conversation.cannotReply")}</p>
      ) : view.guardians.choiceNeeded ? (
        // The choice's own refusal, or a message posted from a page older than the choice's question.
        failed?.error && (
          <p className="form-error" role="alert">
            {failed.error}
          </p>
        )
      ) : (
        <MessageComposer error={failed?.error} draft={failed?.draft} />
      )}
    </div>
  );
}
