import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/dom";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Field } from "~/components/Field";
import { acceptInvitation, declineInvitation, invitationFor } from "~/domain/guardian-accounts.server";
import { RELATION_LABELS } from "~/forms/family-options";
import { acceptExistingGuardianSchema, acceptNewGuardianSchema, parseForm } from "~/forms/submissions.server";
import { UserError } from "~/services/user-error.server";
import { redirectWithFlash } from "~/web/flash.server";
import { answerRefusals, refusalReply } from "~/web/form-reply.server";
import { guardianHome, startGuardianSession } from "~/web/guardian-session.server";
import { readForm } from "~/web/request-body.server";
import { getSession } from "~/web/session.server";

export const meta: MetaFunction = () => [{ title: "Guardian invitation" }];

type Result = { reply: SubmissionResult<string[]> };

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

// A guardian's invitation link (docs/product-rules.md §32): what the member asks, then Accept (with a new
// password, or the existing guardian account's) or Decline. A link that no longer works says so, as a 410.
export async function loader({ request }: LoaderFunctionArgs) {
  const invitation = invitationFor(tokenOf(request));
  return json({ invitation }, { status: invitation ? 200 : 410, headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const token = tokenOf(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "decline") {
    return answerRefusals(
      async () => {
        declineInvitation(token);
        return redirectWithFlash("/", { type: "success", message: "You declined the invitation." });
      },
      (error): Result => ({ reply: refusalReply(form, error) }),
    );
  }
  if (intent !== "accept")
    return json<Result>({ reply: refusalReply(form, new UserError("Unknown action.")) }, { status: 400 });
  const invitation = invitationFor(token);
  const hide = { hideFields: ["password", "confirmPassword"] };
  // An address with a guardian account gives its password; a new one names the account and chooses one.
  const submission = invitation?.hasAccount
    ? parseForm(form, acceptExistingGuardianSchema)
    : parseForm(form, acceptNewGuardianSchema);
  if (submission.status !== "success")
    return json<Result>({ reply: submission.reply(hide) }, { status: invitation ? 400 : 410 });
  const input = { name: "", ...submission.value };
  const session = await getSession(request);
  return answerRefusals(
    async () => {
      const accountId = await acceptInvitation(token, input, context.clientIp);
      return redirectWithFlash(
        guardianHome(accountId),
        { type: "success", message: "Welcome. You are now signed in as a guardian." },
        { headers: { "Set-Cookie": await startGuardianSession(session, accountId) } },
      );
    },
    (error): Result => ({ reply: refusalReply(submission, error, hide) }),
  );
}

export default function AcceptInvitation() {
  const { invitation } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result | undefined;
  const busy = useNavigation().state === "submitting";
  if (!invitation) {
    return (
      <div className="page page--narrow">
        <h1>Invitation not valid</h1>
        <p>
          This invitation link is no longer valid. Ask the member who invited you to send a new one from their Family
          page.
        </p>
        <p>
          Already a guardian? <Link to="/guardian/login">Sign in</Link>.
        </p>
      </div>
    );
  }
  const their = invitation.memberGender === "Female" ? "her" : "his";
  const they = invitation.memberGender === "Female" ? "she" : "he";
  const errors = (name: string) => result?.reply.error?.[name] ?? undefined;
  const formError = errors("")?.[0];
  return (
    <div className="page page--narrow stack">
      <h1>{invitation.memberFirstName} invites you to be a guardian</h1>
      <section className="card stack" aria-labelledby="invitation-heading">
        <h2 id="invitation-heading">The invitation</h2>
        <p>
          Assalamu alaikum {invitation.guardianName}. {invitation.memberFirstName} has invited you ({invitation.email}),
          as {their} {RELATION_LABELS[invitation.relation].toLowerCase()}, to follow {their} search.
        </p>
        <ul>
          <li>You will see the connection requests {they} receives and sends, and how they were answered.</li>
          <li>You will see {their} connections, with their phone numbers and e-mail addresses.</li>
          <li>
            {invitation.canAnswer
              ? `You may accept or decline requests on ${their} behalf.`
              : `You cannot answer requests on ${their} behalf unless ${they} allows it.`}
          </li>
          <li>Everything you do is shown to {invitation.memberFirstName}, who can end your access at any time.</li>
        </ul>
      </section>
      <Form method="post" className="card stack" noValidate>
        {formError && (
          <p className="form-error" role="alert">
            {formError}
          </p>
        )}
        {invitation.hasAccount ? (
          <p>You already have a guardian account for {invitation.email}. Give its password to accept.</p>
        ) : (
          <>
            <p>Choose a password for your guardian account. You will sign in with {invitation.email}.</p>
            <Field id="accept-name" label="Your name" errors={errors("name")}>
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
          label={invitation.hasAccount ? "Password" : "New password"}
          hint={invitation.hasAccount ? undefined : "At least 8 characters."}
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
          <Field id="accept-confirm" label="Confirm password" errors={errors("confirmPassword")}>
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
            Accept
          </button>
          <button type="submit" name="intent" value="decline" className="button button--outline" formNoValidate>
            Decline
          </button>
        </div>
      </Form>
    </div>
  );
}
