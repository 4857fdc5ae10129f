import { data, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import type { SubmissionResult } from "@conform-to/dom";
import { AcceptInvitationForm, InvitationTerms } from "~/components/GuardianInvitation";
import { matchesT, useT } from "~/components/translate";
import { acceptInvitation, declineInvitation, invitationFor } from "~/domain/family/guardian-accounts.server";
import { acceptExistingGuardianSchema, acceptNewGuardianSchema, parseForm } from "~/forms/submissions.server";
import { UserError } from "~/services/user-error.server";
import { redirectWithFlash } from "~/web/flash.server";
import { answerRefusals, refusalReply, translateReply } from "~/web/form-reply.server";
import { guardianHome, startGuardianSession } from "~/web/guardian-session.server";
import { pageI18n, requestLanguage } from "~/web/language.server";
import { readForm } from "~/web/request-body.server";
import { getSession } from "~/web/session.server";
import { requestFactsOf } from "~/web/request-context.server";
import type { Route } from "./+types/family_.accept";
import { pageUrl } from "~/web/page-url.server";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: matchesT(matches)("accept.metaTitle") }];

type Result = { reply: SubmissionResult<string[]> };

const tokenOf = (request: Request) => pageUrl(request).searchParams.get("token") ?? "";

// A guardian's invitation link (docs/product-rules.md §32): what the member asks, then Accept (with a new
// password, or the existing guardian account's) or Decline. A link that no longer works says so, as a 410.
export async function loader({ request }: Route.LoaderArgs) {
  const invitation = invitationFor(tokenOf(request));
  return data(
    { invitation, i18n: await pageI18n(request, "family") },
    { status: invitation ? 200 : 410, headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = tokenOf(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  const language = await requestLanguage(request);
  if (intent === "decline") {
    return answerRefusals(
      async () => {
        declineInvitation(token);
        return redirectWithFlash("/", { type: "success", message: "You declined the invitation." });
      },
      (error): Result => ({ reply: translateReply(refusalReply(form, error), language) }),
    );
  }
  if (intent !== "accept")
    return data<Result>(
      { reply: translateReply(refusalReply(form, new UserError("Unknown action.")), language) },
      { status: 400 },
    );
  const invitation = invitationFor(token);
  const hide = { hideFields: ["password", "confirmPassword"] };
  // An address with a guardian account gives its password; a new one names the account and chooses one.
  const submission = invitation?.hasAccount
    ? parseForm(form, acceptExistingGuardianSchema)
    : parseForm(form, acceptNewGuardianSchema);
  if (submission.status !== "success")
    return data<Result>(
      { reply: translateReply(submission.reply(hide), language) },
      { status: invitation ? 400 : 410 },
    );
  const input = { name: "", ...submission.value };
  const session = await getSession(request);
  return answerRefusals(
    async () => {
      const accountId = await acceptInvitation(token, input, requestFactsOf(context).clientIp);
      return redirectWithFlash(
        guardianHome(accountId),
        { type: "success", message: "Welcome. You are now signed in as a guardian." },
        { headers: { "Set-Cookie": await startGuardianSession(session, accountId, requestFactsOf(context).clientIp) } },
      );
    },
    (error): Result => ({ reply: translateReply(refusalReply(submission, error, hide), language) }),
  );
}

export default function AcceptInvitation() {
  const { invitation } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result | undefined;
  const busy = useNavigation().state === "submitting";
  const t = useT();
  if (!invitation) {
    const [before, after] = t("accept.alreadyGuardian", { link: "{{link}}" }).split("{{link}}");
    return (
      <div className="page page--narrow">
        <h1>{t("accept.invalidTitle")}</h1>
        <p>{t("accept.invalidText")}</p>
        <p>
          {before}
          <Link to="/guardian/login">{t("accept.signIn")}</Link>
          {after}
        </p>
      </div>
    );
  }
  return (
    <div className="page page--narrow stack">
      <h1>{t("accept.title", { name: invitation.memberFirstName })}</h1>
      <InvitationTerms invitation={invitation} />
      <AcceptInvitationForm invitation={invitation} reply={result?.reply} busy={busy} />
    </div>
  );
}
