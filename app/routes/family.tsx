import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/dom";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Dialog } from "~/components/Dialog";
import { GuardianActivity } from "~/components/GuardianActivity";
import { GuardianDashboard } from "~/components/GuardianDashboard";
import { GuardianList } from "~/components/GuardianList";
import { InviteGuardianForm } from "~/components/InviteGuardianForm";
import { inviteGuardian } from "~/domain/guardians.server";
import { firstName } from "~/domain/member";
import { pageNumber } from "~/forms/paging";
import { inviteGuardianSchema, parseForm } from "~/forms/submissions.server";
import { requireViewer } from "~/web/auth.server";
import { FAMILY_INTENTS, familyOf } from "~/web/family.server";
import { redirectWithFlash } from "~/web/flash.server";
import { answerRefusals, refusalReply } from "~/web/form-reply.server";
import { readForm } from "~/web/request-body.server";

export const meta: MetaFunction = () => [{ title: "Family and guardians" }];

type Result = { intent: string; reply?: SubmissionResult<string[]>; error?: string };

// The member's guardians (docs/product-rules.md §32): what a guardian can and cannot see, the guardians with
// their buttons, the invitation form, a preview of the guardian's dashboard (?preview=1), and the activity log.
export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request);
  const params = new URL(request.url).searchParams;
  const family = familyOf(viewer, {
    page: pageNumber(params.get("page")),
    preview: params.get("preview") === "1",
    revoke: params.get("revoke"),
  });
  return json(
    { ...family, page: pageNumber(params.get("page")), firstName: firstName(viewer.fullName) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  if (intent === "invite") {
    const submission = parseForm(form, inviteGuardianSchema);
    if (submission.status !== "success") return json<Result>({ intent, reply: submission.reply() }, { status: 400 });
    const { canAnswer, ...input } = submission.value;
    return answerRefusals(
      async () => {
        inviteGuardian(viewer, { ...input, canAnswer: canAnswer !== undefined });
        return redirectWithFlash("/family", { type: "success", message: `Invitation sent to ${input.email}.` });
      },
      (error): Result => ({ intent, reply: refusalReply(submission, error) }),
    );
  }
  const change = Object.hasOwn(FAMILY_INTENTS, intent) ? FAMILY_INTENTS[intent] : undefined;
  if (!change) return json<Result>({ intent, error: "Something went wrong!" }, { status: 400 });
  return answerRefusals(
    async () => redirectWithFlash("/family", { type: "success", message: change(viewer, form) }),
    (error): Result => ({ intent, error: error.message }),
  );
}

export default function Family() {
  const { guardians, canInvite, activity, preview, revoking, page, firstName } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result | undefined;
  const navigation = useNavigation();
  const inviteResult = result?.intent === "invite" ? result.reply : undefined;
  return (
    <div className="page page--narrow stack">
      <h1>Family and guardians</h1>
      <section className="card stack" aria-labelledby="what-heading">
        <h2 id="what-heading">What a guardian can see and do</h2>
        <p>
          A guardian is a parent or relative you trust to follow your search. They sign in with their own password, not
          yours.
        </p>
        <ul>
          <li>They can see the connection requests you receive and send, and how they were answered.</li>
          <li>They can see your connections, with their phone numbers and e-mail addresses.</li>
          <li>If you allow it, they can accept or decline requests on your behalf.</li>
          <li>
            They cannot send requests, change your profile, or see your shortlist, preferences or privacy settings.
          </li>
          <li>Everything they do is listed below, and you can revoke their access at any time.</li>
        </ul>
        <p>
          <Link to={preview ? "/family" : "/family?preview=1"}>
            {preview ? "Hide what your guardian sees" : "See what your guardian sees"}
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
          <h2 id="preview-heading">What your guardian sees</h2>
          <GuardianDashboard memberName={firstName} data={preview} answering={false} />
        </section>
      )}
      <section className="stack" aria-labelledby="guardians-heading">
        <h2 id="guardians-heading">Your guardians</h2>
        <GuardianList guardians={guardians} />
      </section>
      {canInvite ? (
        <InviteGuardianForm
          errors={inviteResult?.error}
          values={inviteResult?.initialValue ?? undefined}
          busy={navigation.state === "submitting"}
        />
      ) : (
        <p>You have two guardians, the most allowed. Revoke one to invite another.</p>
      )}
      <GuardianActivity {...activity} page={page} />
      {revoking && (
        <Dialog title={`Revoke ${revoking.name}'s access?`} closeTo="/family">
          <p>
            {revoking.name} will no longer see your requests or connections, and any invitation link stops working. You
            can invite them again later.
          </p>
          <Form method="post" action="/family" className="wizard-actions">
            <input type="hidden" name="guardianId" value={revoking.id} />
            <Link to="/family" className="button button--outline" replace>
              Keep access
            </Link>
            <button
              type="submit"
              name="intent"
              value="revoke"
              className="button button--danger"
              autoFocus
              data-autofocus
            >
              Revoke access
            </button>
          </Form>
        </Dialog>
      )}
    </div>
  );
}
