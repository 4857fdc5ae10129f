import type { SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { deferUntilInteraction } from "~/components/deferUntilInteraction";
import type { EditProfileResult as ActionResult } from "~/components/EditProfileDialog";
import { useFocusAfterFailure } from "~/components/useFocusAfterFailure";
import { ProfileDetails } from "~/components/ProfileDetails";
import { AccountError, deleteAccount } from "~/domain/accounts.server";
import { CodeError } from "~/domain/email-codes.server";
import { verifyNewEmail } from "~/domain/email-change.server";
import { editFormValues, getOwnProfile, updateOwnProfile } from "~/domain/profiles.server";
import { editProfileSchema, parseForm } from "~/forms/submissions.server";
import { requireViewer } from "~/services/auth.server";
import { redirectWithFlash } from "~/services/flash.server";
import { PhotoError } from "~/services/images.server";
import { RateLimitError } from "~/services/rate-limit.server";
import { destroySession, getSession, sessionBinding } from "~/services/session.server";
import { photoBytes, readFormWithPhoto } from "~/services/uploads.server";

// The edit dialog validates in the browser with Conform, whose code loads on the first touch.
const EditProfileDialog = deferUntilInteraction(() => import("~/components/EditProfileDialog").then((m) => m.EditProfileDialog));

export const meta: MetaFunction = () => [{ title: "My profile" }];

const UPDATE_FAILED = "There was an error updating the profile. Please try again.";

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request);
  const profile = getOwnProfile(viewer.unqId)!;
  const editing = new URL(request.url).searchParams.get("edit") === "1";
  return json(
    { profile, editing, values: editing ? editFormValues(profile) : null },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

const CODE_SENT = "We sent a 6-digit code to this address. Enter it below and press Save again.";

export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const fail = (reply: SubmissionResult<string[]>, detail?: string, emailCodeFor?: string) =>
    json<ActionResult>({ reply, formError: detail ? `${UPDATE_FAILED} ${detail}` : UPDATE_FAILED, emailCodeFor }, { status: 400 });
  let form: FormData;
  try {
    form = await readFormWithPhoto(request);
  } catch (error) {
    if (error instanceof PhotoError) return fail({ status: "error" }, error.message);
    throw error;
  }
  if (form.get("intent") === "delete") return deleteMyAccount(request, viewer.unqId, form);
  const submission = parseForm(form, editProfileSchema);
  if (submission.status !== "success") return fail(submission.reply());
  const { email } = submission.value;
  const binding = sessionBinding(await getSession(request));
  try {
    const code = String(form.get("emailCode") ?? "").trim() || undefined;
    const step = await verifyNewEmail(viewer.unqId, email, code, binding, context.clientIp);
    if (step === "code-sent") {
      return json<ActionResult>(
        { reply: submission.reply({ fieldErrors: { email: [CODE_SENT] } }), formError: "One more step: confirm your new email.", emailCodeFor: email },
        { status: 400 },
      );
    }
    await updateOwnProfile(viewer.unqId, submission.value, await photoBytes(form), binding);
  } catch (error) {
    if (error instanceof CodeError) return fail(submission.reply({ fieldErrors: { emailCode: [error.message] } }), undefined, email);
    if (error instanceof RateLimitError) return fail(submission.reply(), error.message);
    if (error instanceof AccountError) {
      return fail(submission.reply({ fieldErrors: { [error.field ?? "form"]: [error.message] } }));
    }
    if (error instanceof PhotoError) return fail(submission.reply(), error.message);
    throw error;
  }
  return redirectWithFlash("/userProfile", { type: "success", message: "Profile updated successfully!" });
}

async function deleteMyAccount(request: Request, unqId: number, form: FormData) {
  try {
    await deleteAccount(unqId, String(form.get("password") ?? ""));
  } catch (error) {
    if (error instanceof AccountError) return json({ deleteError: error.message }, { status: 400 });
    throw error;
  }
  const session = await getSession(request);
  return redirectWithFlash(
    "/",
    { type: "success", message: "Your account has been deleted." },
    { headers: { "Set-Cookie": await destroySession(session) } },
  );
}

export default function UserProfile() {
  const { profile, editing, values } = useLoaderData<typeof loader>();
  return (
    <div className="page page--narrow">
      <section className="card profile-head">
        <img src={profile.image ?? "/avatar-default.svg"} alt="" width={120} height={120} className="avatar" />
        <div>
          <h1>{profile.fullName}</h1>
          <p>MMR00{profile.unqId} · {profile.working} · {profile.city}</p>
          {profile.Verified && <p className="badge">Verified</p>}
        </div>
      </section>
      <div className="profile-actions">
        <Form method="post" action="/logout">
          <button type="submit" className="button button--outline">Log Out</button>
        </Form>
        <Link to="?edit=1" className="button">Edit Profile</Link>
        <Link to="/connectionReq" className="button button--outline">Connection Request</Link>
        <Link to="/myConnection" className="button button--outline">My Connections</Link>
      </div>
      <section className="card" aria-labelledby="details-heading">
        <h2 id="details-heading">Details</h2>
        <ProfileDetails profile={profile} />
      </section>
      <DeleteAccount />
      {editing && values && <EditProfileDialog values={values} currentSrc={profile.image ?? "/avatar-default.svg"} />}
    </div>
  );
}

function DeleteAccount() {
  const result = useActionData<typeof action>();
  const error = result && "deleteError" in result ? result.deleteError : undefined;
  useFocusAfterFailure(error ? "delete-password" : undefined, result);
  return (
    <section className="card danger-zone" aria-labelledby="delete-heading">
      <h2 id="delete-heading">Delete my account</h2>
      <p>Your profile, photo, requests and connections will be erased. This cannot be undone.</p>
      <Form method="post" className="stack" noValidate>
        <input type="hidden" name="intent" value="delete" />
        <div className={error ? "field field--invalid" : "field"}>
          <label htmlFor="delete-password">Your password, to confirm</label>
          <input id="delete-password" name="password" type="password" autoComplete="current-password" required autoFocus={Boolean(error)}
            aria-invalid={error ? true : undefined} aria-describedby="delete-password-error" />
          <p className="field__error" id="delete-password-error" aria-live="polite">{error}</p>
        </div>
        <button type="submit" className="button button--danger">Delete my account</button>
      </Form>
    </section>
  );
}
