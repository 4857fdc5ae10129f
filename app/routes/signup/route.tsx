import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { deferUntilInteraction } from "~/components/deferUntilInteraction";
import { NextWhenFilled } from "~/components/NextWhenFilled";
import type { SignupResult as ActionResult } from "~/components/SignupSteps";
import { hasVerifiedCode } from "~/domain/email-codes.server";
import { getViewer } from "~/web/auth.server";
import { answerRefusals } from "~/web/form-reply.server";
import { getSession, sessionBinding } from "~/web/session.server";
import { readFormWithPhoto } from "~/web/uploads.server";
import { draftOf, SIGNUP_FIELD_NAMES, SIGNUP_STEPS, type Draft } from "./steps.server";

// The first two steps validate in the browser with Conform, whose code loads on the first touch.
const StepOne = deferUntilInteraction(() => import("~/components/SignupSteps").then((m) => m.StepOne));
const StepTwo = deferUntilInteraction(() => import("~/components/SignupSteps").then((m) => m.StepTwo));
// The Review step and the code dialog show only later in the wizard: they load on demand (React.lazy; the
// server renders them in full), out of the first step's first visit (page weight, issue 19).
const Review = lazy(() => import("./Review").then((m) => ({ default: m.Review })));
const SignupOtpDialog = lazy(() => import("./SignupOtpDialog").then((m) => ({ default: m.SignupOtpDialog })));

export const meta: MetaFunction = () => [
  { title: "Create Profile" },
  {
    name: "description",
    content: "Create a profile for yourself or for someone in your family, in three short steps.",
  },
];

const STEPS = ["Personal Details", "Other Details", "Review"] as const;
export async function loader({ request }: LoaderFunctionArgs) {
  if (await getViewer(request)) throw redirect("/userProfile");
  const url = new URL(request.url);
  const session = await getSession(request);
  const draft = draftOf(session);
  const requested = Number(url.searchParams.get("step") ?? 1);
  // A later step only once the earlier ones are done.
  const step = requested === 3 && draft.step2Done ? 3 : requested >= 2 && draft.step1Done ? 2 : 1;
  const emailVerified = Boolean(draft.email) && hasVerifiedCode(draft.email, "signup", sessionBinding(session));
  // "Profile created by" starts at "Myself" (docs/product-rules.md §31): most members sign up themselves.
  const values: Draft = { createdBy: "self" };
  for (const name of [...SIGNUP_FIELD_NAMES, "acceptTerms"]) if (draft[name] !== undefined) values[name] = draft[name];
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
  let intent = "submit"; // a photo too large to read can only come with Submit
  return answerRefusals(
    async () => {
      const form = await readFormWithPhoto(request);
      intent = String(form.get("intent") ?? "");
      const run = SIGNUP_STEPS[intent];
      if (!run) return json<ActionResult>({ intent, formError: "Unknown action." }, { status: 400 });
      return run({ form, session, draft: draftOf(session), clientIp: context.clientIp });
    },
    // The Review step's refusals (a taken e-mail or phone, an unreadable photo) read as the original site's.
    (error): ActionResult => ({
      intent,
      formError: intent === "submit" ? `Error! Failed to submit the form. ${error.message}` : error.message,
    }),
  );
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
      <Suspense fallback={null}>
        {step === 3 && <Review values={values} result={result} />}
        {otpOpen && <SignupOtpDialog result={result} />}
      </Suspense>
    </div>
  );
}
