import { data, Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import type { SubmissionResult } from "@conform-to/dom";
import { Dialog } from "~/components/Dialog";
import { GuardianActivity } from "~/components/GuardianActivity";
import { GuardianConversations } from "~/components/GuardianConversations";
import { GuardianDashboard } from "~/components/GuardianDashboard";
import { GuardianList } from "~/components/GuardianList";
import { InviteGuardianForm } from "~/components/InviteGuardianForm";
import { matchesT, useT } from "~/components/translate";
import { inviteGuardian } from "~/domain/family/guardians.server";
import type { Namespace } from "~/domain/site/translations.server";
import { firstName } from "~/domain/accounts/member";
import { pageNumber } from "~/forms/paging";
import { inviteGuardianSchema, parseForm } from "~/forms/submissions.server";
import { requireViewer } from "~/web/auth.server";
import { FAMILY_INTENTS, familyOf } from "~/web/family.server";
import { redirectWithFlash } from "~/web/flash.server";
import { answerRefusals, refusalReply, refusingForm, translateReply, unknownForm } from "~/web/form-reply.server";
import { pageI18n, requestLanguage } from "~/web/language.server";
import { readForm } from "~/web/request-body.server";
import type { Route } from "./+types/family";
import { pageUrl } from "~/web/page-url.server";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: matchesT(matches)("family.title") }];

type Result = { intent: string; reply?: SubmissionResult<string[]>; error?: string };

// The member's guardians (docs/product-rules.md §32): what a guardian can and cannot see, the guardians with
// their buttons, the invitation form, a preview of the guardian's dashboard (?preview=1), and the activity log.
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const params = pageUrl(request).searchParams;
  const family = familyOf(viewer, {
    page: pageNumber(params.get("page")),
    preview: params.get("preview") === "1",
    revoke: params.get("revoke"),
  });
  // The relations and genders are choices ("options"); the pager's words (profiles) come only when it shows,
  // the conversation list's (connections) with the preview.
  const namespaces: Namespace[] = ["family", "options"];
  if (family.activity.pages > 1) namespaces.push("profiles");
  if (family.preview) namespaces.push("connections");
  return data(
    {
      ...family,
      page: pageNumber(params.get("page")),
      firstName: firstName(viewer.fullName),
      i18n: await pageI18n(request, ...namespaces),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  const form = await readForm(request);
  const language = await requestLanguage(request);
  const intent = String(form.get("intent") ?? "");
  if (intent === "invite") {
    const submission = parseForm(form, inviteGuardianSchema);
    if (submission.status !== "success")
      return data<Result>({ intent, reply: translateReply(submission.reply(), language) }, { status: 400 });
    const { canAnswer, ...input } = submission.value;
    return answerRefusals(
      async () => {
        inviteGuardian(viewer, { ...input, canAnswer: canAnswer !== undefined });
        return redirectWithFlash("/family", { type: "success", message: `Invitation sent to ${input.email}.` });
      },
      (error): Result => ({ intent, reply: translateReply(refusalReply(submission, error), language) }),
    );
  }
  const change = Object.hasOwn(FAMILY_INTENTS, intent) ? FAMILY_INTENTS[intent] : undefined;
  if (!change) return unknownForm(language, { intent });
  return refusingForm(
    language,
    async () => redirectWithFlash("/family", { type: "success", message: change(viewer, form) }),
    { intent },
  );
}

export default function Family() {
  const { guardians, canInvite, activity, preview, previewConversations, revoking, page, firstName } =
    useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result | undefined;
  const navigation = useNavigation();
  const t = useT();
  const inviteResult = result?.intent === "invite" ? result.reply : undefined;
  return (
    <div className="page page--narrow stack">
      <h1>{t("family.title")}</h1>
      <section className="card stack" aria-labelledby="what-heading">
        <h2 id="what-heading">{t("family.whatHeading")}</h2>
        <p>{t("family.intro")}</p>
        <ul>
          <li>{t("family.seesRequests")}</li>
          <li>{t("family.seesConnections")}</li>
          <li>{t("family.seesConversations")}</li>
          <li>{t("family.mayAnswer")}</li>
          <li>{t("family.cannot")}</li>
          <li>{t("family.logged")}</li>
        </ul>
        <p>
          <Link to={preview ? "/family" : "/family?preview=1"}>
            {preview ? t("family.hidePreview") : t("family.showPreview")}
          </Link>
        </p>
      </section>
      {result?.error && (
        <p className="form-error" role="alert">
          {result.error}
        </p>
      )}
      {preview && (
        <section className="card stack" aria-labelledby="preview-heading">
          <h2 id="preview-heading">{t("family.previewHeading")}</h2>
          <GuardianDashboard
            memberName={firstName}
            data={preview}
            answering={false}
            profileHref={(id) => `/InnerProfile/${id}`}
          />
          {previewConversations.map(({ id, name, scope, conversations }) => (
            <section key={id} className="stack">
              <h3>{t("family.previewConversations", { name })}</h3>
              {conversations ? (
                <GuardianConversations
                  conversations={conversations}
                  scope={scope}
                  memberName={firstName}
                  hrefFor={(id) => `/messages/${id}#newest`}
                />
              ) : (
                <p>{t("family.previewNoConversations", { name })}</p>
              )}
            </section>
          ))}
        </section>
      )}
      <section className="stack" aria-labelledby="guardians-heading">
        <h2 id="guardians-heading">{t("family.guardiansHeading")}</h2>
        <GuardianList guardians={guardians} />
      </section>
      {canInvite ? (
        <InviteGuardianForm
          errors={inviteResult?.error}
          values={inviteResult?.initialValue ?? undefined}
          busy={navigation.state === "submitting"}
        />
      ) : (
        <p>{t("family.limitReached")}</p>
      )}
      <GuardianActivity {...activity} page={page} />
      {revoking && (
        <Dialog title={t("family.revokeTitle", { name: revoking.name })} closeTo="/family">
          <p>{t("family.revokeText", { name: revoking.name })}</p>
          <Form method="post" action="/family" className="wizard-actions">
            <input type="hidden" name="guardianId" value={revoking.id} />
            <Link to="/family" className="button button--outline" replace>
              {t("family.keepAccess")}
            </Link>
            <button
              type="submit"
              name="intent"
              value="revoke"
              className="button button--danger"
              autoFocus
              data-autofocus
            >
              {t("family.revokeAccess")}
            </button>
          </Form>
        </Dialog>
      )}
    </div>
  );
}
