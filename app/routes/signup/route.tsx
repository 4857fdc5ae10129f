import { useActionData, useLoaderData, useLocation } from "react-router";
import { lazy, Suspense } from "react";
import { deferUntilInteraction } from "~/components/deferUntilInteraction";
import { NextWhenFilled } from "~/components/NextWhenFilled";
import { matchesT, useT } from "~/components/translate";
import { signupLoader, signupAction, signupHeaders } from "./page.server";
import type { Route } from "./+types/route";

// The loader and action live in one server module beside the route: the browser build turns each server module
// a route imports into an empty script of its own, one request each (page weight and first paint, issue 19).
export const loader = signupLoader;
export const action = signupAction;
export const headers = signupHeaders;

// The first two steps validate in the browser with Conform, whose code loads on the first touch.
const StepOne = deferUntilInteraction(() => import("~/components/SignupSteps").then((m) => m.StepOne));
const StepTwo = deferUntilInteraction(() => import("~/components/SignupSteps").then((m) => m.StepTwo));
// The Review step and the code dialog show only later in the wizard: they load on demand (React.lazy; the
// server renders them in full), out of the first step's first visit (page weight, issue 19).
const Review = lazy(() => import("./Review").then((m) => ({ default: m.Review })));
const SignupOtpDialog = lazy(() => import("./SignupOtpDialog").then((m) => ({ default: m.SignupOtpDialog })));

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = matchesT(matches);
  return [{ title: t("signup.title") }, { name: "description", content: t("signup.description") }];
};

export default function Signup() {
  const { step, values, hasPassword, emailVerified, mobileVerified, otpOpen, smsOpen, noticeVersion } =
    useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const location = useLocation();
  const t = useT();
  const steps = [t("signup.step1"), t("signup.step2"), t("signup.review")];
  return (
    <div className="page page--narrow">
      <h1>{t("signup.title")}</h1>
      <ol className="wizard-steps" aria-label={t("signup.steps")}>
        {steps.map((label, index) => (
          <li key={index} aria-current={index + 1 === step ? "step" : undefined}>
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
      {step === 2 && (
        <StepTwo
          key={location.key}
          values={values}
          emailVerified={emailVerified}
          mobileVerified={mobileVerified}
          noticeVersion={noticeVersion}
          result={result}
        />
      )}
      <Suspense fallback={null}>
        {step === 3 && <Review values={values} result={result} />}
        {otpOpen && <SignupOtpDialog channel="email" result={result} />}
        {smsOpen && <SignupOtpDialog channel="sms" result={result} />}
      </Suspense>
    </div>
  );
}
