import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { Dialog } from "~/components/Dialog";
import { HoneypotField } from "~/components/HoneypotField";
import { NextWhenFilled } from "~/components/NextWhenFilled";
import { OtpInput } from "~/components/OtpInput";
import { useFocusAfterFailure } from "~/components/useFocusAfterFailure";
import { deferUntilInteraction } from "~/components/deferUntilInteraction";
import type { SignupResult as ActionResult } from "~/components/SignupSteps";
import {
  AccountError,
  checkAge,
  confirmEmailVerification,
  hashPassword,
  isEmailRegistered,
  registerMember,
  startEmailVerification,
} from "~/domain/accounts.server";
import { CodeError, hasVerifiedCode } from "~/domain/email-codes.server";
import { isHoneypotFilled } from "~/forms/honeypot";
import { STEP1_FIELDS, STEP2_FIELDS, type FieldSpec } from "~/forms/profile-fields";
import { forgotEmailSchema, otpSchema, parseForm, step1KeepPasswordSchema, step1Schema, step2Schema } from "~/forms/submissions.server";
import { MARITAL_LABELS } from "~/forms/profile-options";
import { getViewer } from "~/services/auth.server";
import { redirectWithFlash } from "~/services/flash.server";
import { PhotoError } from "~/services/images.server";
import { RateLimitError } from "~/services/rate-limit.server";
import { commitSession, getSession, sessionBinding, type SessionData } from "~/services/session.server";
import { photoBytes, readFormWithPhoto } from "~/services/uploads.server";

// The first two steps validate in the browser with Conform, whose code loads on the first touch.
const StepOne = deferUntilInteraction(() => import("~/components/SignupSteps").then((m) => m.StepOne));
const StepTwo = deferUntilInteraction(() => import("~/components/SignupSteps").then((m) => m.StepTwo));

export const meta: MetaFunction = () => [{ title: "Create Profile" }];

const STEPS = ["Personal Details", "Other Details", "Review"] as const;
const FIELD_NAMES = [...STEP1_FIELDS, ...STEP2_FIELDS].map((f) => f.name);

type Draft = Record<string, string>;

/** The typed values of a step so far (strings, as typed), kept in the server-side session between steps. */
function draftOf(session: { get(key: "signupDraft"): SessionData["signupDraft"] }): Draft {
  return session.get("signupDraft") ?? {};
}

function pickFields(form: FormData, specs: FieldSpec[]): Draft {
  const values: Draft = {};
  for (const spec of specs) {
    const value = form.get(spec.name);
    if (typeof value === "string") values[spec.name] = value.slice(0, 300);
  }
  return values;
}

/** Other Details as typed, the terms box included, so Back and Verify Email lose nothing. */
function otherDetailsOf(form: FormData): Draft {
  return { ...pickFields(form, STEP2_FIELDS), acceptTerms: form.get("acceptTerms") ? "on" : "" };
}

function toFormData(values: Draft): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.append(key, value);
  return form;
}

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getViewer(request)) throw redirect("/userProfile");
  const url = new URL(request.url);
  const session = await getSession(request);
  const draft = draftOf(session);
  const requested = Number(url.searchParams.get("step") ?? 1);
  // A later step only once the earlier ones are done.
  const step = requested === 3 && draft.step2Done ? 3 : requested >= 2 && draft.step1Done ? 2 : 1;
  const emailVerified = Boolean(draft.email) && hasVerifiedCode(draft.email, "signup", sessionBinding(session));
  const values: Draft = {};
  for (const name of [...FIELD_NAMES, "acceptTerms"]) if (draft[name] !== undefined) values[name] = draft[name];
  return json({
    step,
    values,
    hasPassword: Boolean(draft.passwordHash),
    emailVerified,
    otpOpen: step === 2 && url.searchParams.get("otp") === "1" && Boolean(draft.email) && !emailVerified,
  });
}


export async function action({ request, context }: ActionFunctionArgs) {
  const session = await getSession(request);
  const draft = draftOf(session);
  let form: FormData;
  try {
    form = await readFormWithPhoto(request);
  } catch (error) {
    if (error instanceof PhotoError) return json<ActionResult>({ intent: "submit", formError: error.message }, { status: 400 });
    throw error;
  }
  const intent = String(form.get("intent") ?? "");
  const save = async (next: Draft, to: string, flash?: string) => {
    session.set("signupDraft", next);
    const headers = { "Set-Cookie": await commitSession(session) };
    return flash ? redirectWithFlash(to, { type: "success", message: flash }, { headers }) : redirect(to, { headers });
  };
  const fail = (result: ActionResult, status = 400) => json<ActionResult>(result, { status });

  try {
    switch (intent) {
      case "step1": {
        // The password is kept only as a hash; coming back, an empty field keeps it.
        const submission = parseForm(form, draft.passwordHash ? step1KeepPasswordSchema : step1Schema);
        if (submission.status !== "success") return fail({ intent, reply: submission.reply({ hideFields: ["password"] }) });
        try {
          checkAge(String(form.get("dob")), Number(form.get("age")));
        } catch (error) {
          if (!(error instanceof AccountError)) throw error;
          return fail({ intent, reply: submission.reply({ fieldErrors: { [error.field ?? "dob"]: [error.message] }, hideFields: ["password"] }) });
        }
        const password = form.get("password");
        const passwordHash = typeof password === "string" && password ? await hashPassword(password) : draft.passwordHash;
        return save({ ...draft, ...pickFields(form, STEP1_FIELDS), passwordHash, step1Done: "1" }, "/signup?step=2");
      }
      case "back": {
        const step = Number(form.get("step"));
        const kept = step === 2 ? { ...draft, ...otherDetailsOf(form) } : draft;
        return save(kept, `/signup?step=${Math.max(1, step - 1)}`);
      }
      case "send-code": {
        const submission = parseForm(form, forgotEmailSchema);
        if (submission.status !== "success") return fail({ intent, reply: submission.reply() });
        if (isHoneypotFilled(form)) return save(draft, "/signup?step=2");
        session.set("signupDraft", { ...draft, ...otherDetailsOf(form), email: submission.value.email });
        // Commit first: the code is bound to this browser's session id.
        const cookie = await commitSession(session);
        await startEmailVerification(submission.value.email, context.clientIp);
        return redirect("/signup?step=2&otp=1", { headers: { "Set-Cookie": cookie } });
      }
      case "verify-code": {
        const parsed = otpSchema.safeParse({ otp: form.get("otp") ?? undefined });
        if (!parsed.success || !draft.email) return fail({ intent, formError: "OTP Verification Failed! Please enter the correct OTP." });
        confirmEmailVerification(draft.email, parsed.data.otp, sessionBinding(session)!, context.clientIp);
        return redirectWithFlash("/signup?step=2", { type: "success", message: "OTP verified successfully" });
      }
      case "step2": {
        const submission = parseForm(form, step2Schema);
        if (submission.status !== "success") return fail({ intent, reply: submission.reply() });
        const email = submission.value.email;
        if (!hasVerifiedCode(email, "signup", sessionBinding(session))) {
          return fail({ intent, reply: submission.reply({ fieldErrors: { email: ["Please verify your email with the code we sent you."] } }) });
        }
        if (isEmailRegistered(email)) {
          return fail({ intent, reply: submission.reply({ fieldErrors: { email: ["This email is already registered. Please log in or reset your password."] } }) });
        }
        return save({ ...draft, ...pickFields(form, STEP2_FIELDS), email, acceptTerms: "on", step2Done: "1" }, "/signup?step=3");
      }
      case "submit": {
        if (!draft.step2Done || !draft.passwordHash) return redirect("/signup");
        const step1 = parseForm(toFormData({ ...draft, password: "x".repeat(8) }), step1Schema);
        const step2 = parseForm(toFormData(draft), step2Schema);
        if (step1.status !== "success" || step2.status !== "success") return redirect("/signup");
        if (isHoneypotFilled(form)) return redirectWithFlash("/login", { type: "success", message: "Success! Form submitted successfully!" });
        const { password: _unused, ...personal } = step1.value;
        await registerMember({ ...personal, ...step2.value, passwordHash: draft.passwordHash }, await photoBytes(form), sessionBinding(session));
        session.unset("signupDraft");
        return redirectWithFlash(
          "/login",
          { type: "success", message: "Success! Form submitted successfully!" },
          { headers: { "Set-Cookie": await commitSession(session) } },
        );
      }
      default:
        return fail({ intent, formError: "Unknown action." });
    }
  } catch (error) {
    if (error instanceof CodeError) {
      const message = error.message.startsWith("Invalid OTP") ? "OTP Verification Failed! Please enter the correct OTP." : error.message;
      return fail({ intent, formError: message });
    }
    if (error instanceof RateLimitError) return fail({ intent, formError: error.message }, 429);
    if (error instanceof AccountError || error instanceof PhotoError) {
      return fail({ intent, formError: `Error! Failed to submit the form. ${error.message}` }, error instanceof AccountError ? error.status : 400);
    }
    throw error;
  }
}

export default function Signup() {
  const { step, values, hasPassword, emailVerified, otpOpen } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const location = useLocation();
  return (
    <div className="page page--narrow">
      <h1>Create Profile</h1>
      <ol className="wizard-steps" aria-label="Steps">
        {STEPS.map((label, index) => (
          <li key={label} aria-current={index + 1 === step ? "step" : undefined}>
            {label}
          </li>
        ))}
      </ol>
      {step === 1 && (
        <div className="card stack">
          <StepOne key={location.key} values={values} hasPassword={hasPassword} result={result} />
          <NextWhenFilled formId="signup-1" intent="step1" />
        </div>
      )}
      {step === 2 && <StepTwo key={location.key} values={values} emailVerified={emailVerified} result={result} />}
      {step === 3 && <Review values={values} result={result} />}
      {otpOpen && <SignupOtpDialog result={result} />}
    </div>
  );
}

function SignupOtpDialog({ result }: { result?: ActionResult }) {
  const mine = result?.intent === "verify-code" ? result : undefined;
  useFocusAfterFailure("otp-input", mine);
  return (
    <Dialog title="OTP has been sent to your Email" closeTo="/signup?step=2">
      <Form method="post" className="stack" noValidate>
        {mine?.formError && <p className="form-error" role="alert" id="signup-otp-form-error">{mine.formError}</p>}
        <div className="field">
          <label id="otp-label" htmlFor="otp-input">6-digit code</label>
          <OtpInput errorId={mine?.formError ? "signup-otp-error signup-otp-form-error" : "signup-otp-error"} invalid={Boolean(mine?.formError)} />
          <p className="field__hint" id="signup-otp-error">Digits only. The code works for 10 minutes.</p>
        </div>
        <button type="submit" name="intent" value="verify-code" className="button">
          Verify
        </button>
      </Form>
    </Dialog>
  );
}

function shortEmail(email: string) {
  return email.length > 13 ? `${email.slice(0, 13)}…` : email;
}

function Review({ values, result }: { values: Record<string, string>; result?: ActionResult }) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === "submit";
  const failed = result?.intent === "submit" ? result.formError : undefined;
  const display = (spec: FieldSpec) => {
    const value = values[spec.name];
    if (!value) return "—";
    if (spec.name === "email") return shortEmail(value);
    if (spec.name === "maritalstatus") return MARITAL_LABELS[value as keyof typeof MARITAL_LABELS] ?? value;
    return value;
  };
  return (
    <Form method="post" encType="multipart/form-data" className="card stack">
      <h2>Review</h2>
      <HoneypotField />
      <input type="hidden" name="step" value="3" />
      {failed && <p className="form-error" role="alert">{failed}</p>}
      <dl className="details">
        {[...STEP1_FIELDS, ...STEP2_FIELDS].map((spec) => (
          <div key={spec.name} className="details__row">
            <dt>{spec.label}</dt>
            <dd>{display(spec)}</dd>
          </div>
        ))}
      </dl>
      <div className="field">
        <label htmlFor="image">Profile image (optional)</label>
        <p className="field__hint" id="image-hint">An image file (JPEG, PNG, WebP or GIF) of at most 5 MB.</p>
        <input id="image" name="image" type="file" accept="image/*" aria-describedby="image-hint" />
      </div>
      <div className="wizard-actions">
        <button type="submit" name="intent" value="back" className="button button--outline">
          Go Back
        </button>
        <button type="submit" name="intent" value="submit" className="button" disabled={submitting}>
          {submitting ? "Submitting…" : "Submit"}
        </button>
      </div>
      {submitting && (
        <p role="status" className="progress">
          <progress aria-label="Submitting your profile" /> Submitting your profile…
        </p>
      )}
    </Form>
  );
}
