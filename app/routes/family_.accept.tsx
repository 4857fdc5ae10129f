import { data, Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import type { SubmissionResult } from "@conform-to/dom";
import type { ReactNode } from "react";
import { Field } from "~/components/Field";
import { matchesT, useT } from "~/components/translate";
import { acceptInvitation, declineInvitation, invitationFor } from "~/domain/family/guardian-accounts.server";
import type { Relation } from "~/forms/family-options";
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
        { headers: { "Set-Cookie": await startGuardianSession(session, accountId) } },
      );
    },
    (error): Result => ({ reply: translateReply(refusalReply(submission, error, hide), language) }),
  );
}

/** The guardian as the member's relative, as the invitation's sentence names them ("as her father"). */
const RELATION_KEYS: Record<Relation, string> = {
  father: "accept.relation.father",
  mother: "accept.relation.mother",
  brother: "accept.relation.brother",
  sister: "accept.relation.sister",
  uncle: "accept.relation.uncle",
  aunt: "accept.relation.aunt",
  grandfather: "accept.relation.grandfather",
  grandmother: "accept.relation.grandmother",
  cousin: "accept.relation.cousin",
  relative: "accept.relation.relative",
  friend: "accept.relation.friend",
};

/** A translated sentence with the e-mail address in its place, kept left to right in Urdu. */
function withAddress(text: string, email: string): ReactNode {
  const [before, after] = text.split("{{email}}");
  return (
    <>
      {before}
      <bdi>{email}</bdi>
      {after}
    </>
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
  const female = invitation.memberGender === "Female";
  const member = invitation.memberFirstName;
  const address = { email: "{{email}}" };
  const errors = (name: string) => result?.reply.error?.[name] ?? undefined;
  const formError = errors("")?.[0];
  return (
    <div className="page page--narrow stack">
      <h1>{t("accept.title", { name: member })}</h1>
      <section className="card stack" aria-labelledby="invitation-heading">
        <h2 id="invitation-heading">{t("accept.invitationHeading")}</h2>
        <p>
          {withAddress(
            t(female ? "accept.greetingHer" : "accept.greetingHis", {
              guardian: invitation.guardianName,
              member,
              relation: t(RELATION_KEYS[invitation.relation]),
              ...address,
            }),
            invitation.email,
          )}
        </p>
        <ul>
          <li>{female ? t("accept.seesRequestsHer") : t("accept.seesRequestsHis")}</li>
          <li>{female ? t("accept.seesConnectionsHer") : t("accept.seesConnectionsHis")}</li>
          <li>
            {invitation.canAnswer
              ? female
                ? t("accept.mayAnswerHer")
                : t("accept.mayAnswerHis")
              : female
                ? t("accept.mayNotAnswerHer")
                : t("accept.mayNotAnswerHis")}
          </li>
          <li>{t(female ? "accept.shownToHer" : "accept.shownToHis", { member })}</li>
        </ul>
      </section>
      <Form method="post" className="card stack" noValidate>
        {formError && (
          <p className="form-error" role="alert">
            {formError}
          </p>
        )}
        {invitation.hasAccount ? (
          <p>{withAddress(t("accept.hasAccount", address), invitation.email)}</p>
        ) : (
          <>
            <p>{withAddress(t("accept.choosePassword", address), invitation.email)}</p>
            <Field id="accept-name" label={t("accept.name")} errors={errors("name")}>
              <input
                id="accept-name"
                name="name"
                autoComplete="name"
                required
                maxLength={100}
                defaultValue={invitation.guardianName}
                aria-invalid={errors("name") ? true : undefined}
                aria-describedby="accept-name-error"
              />
            </Field>
          </>
        )}
        <Field
          id="accept-password"
          label={invitation.hasAccount ? t("accept.password") : t("accept.newPassword")}
          hint={invitation.hasAccount ? undefined : t("accept.passwordHint")}
          errors={errors("password")}
        >
          <input
            id="accept-password"
            name="password"
            type="password"
            autoComplete={invitation.hasAccount ? "current-password" : "new-password"}
            required
            aria-invalid={errors("password") ? true : undefined}
            aria-describedby={
              invitation.hasAccount ? "accept-password-error" : "accept-password-hint accept-password-error"
            }
          />
        </Field>
        {!invitation.hasAccount && (
          <Field id="accept-confirm" label={t("accept.confirmPassword")} errors={errors("confirmPassword")}>
            <input
              id="accept-confirm"
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              required
              aria-invalid={errors("confirmPassword") ? true : undefined}
              aria-describedby="accept-confirm-error"
            />
          </Field>
        )}
        <div className="wizard-actions">
          <button type="submit" name="intent" value="accept" className="button" disabled={busy}>
            {t("accept.accept")}
          </button>
          <button type="submit" name="intent" value="decline" className="button button--outline" formNoValidate>
            {t("accept.decline")}
          </button>
        </div>
      </Form>
    </div>
  );
}
