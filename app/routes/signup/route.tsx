import { useActionData, useLoaderData } from "react-router";
import { deferUntilInteraction } from "~/components/deferUntilInteraction";
import { NextWhenFilled } from "~/components/NextWhenFilled";
import { matchesT, useT } from "~/components/translate";
import { signupLoader, signupAction, signupHeaders } from "./page.server";
import { VerifyStep } from "./VerifyStep";
import type { Route } from "./+types/route";

// The loader and action live in one server module beside the route: the browser build turns each server module
// a route imports into an empty script of its own, one request each (page weight and first paint, issue 19).
export const loader = signupLoader;
export const action = signupAction;
export const headers = signupHeaders;
/** After a refusal too: the loader then says the typed password was kept (its hint, and the field optional). */
export const shouldRevalidate = () => true;

// The form validates in the browser with Conform, whose code loads on the first touch.
const SignupForm = deferUntilInteraction(() => import("~/components/SignupSteps").then((m) => m.SignupForm));

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = matchesT(matches);
  return [{ title: t("signup.title") }, { name: "description", content: t("signup.description") }];
};

/**
 * The short signup (docs/product-rules.md §3, decision 045): who the profile is for and the account, then the two
 * codes; the rest of the profile comes after, on "Complete your profile" (/welcome).
 */
export default function Signup() {
  const { step, values, hasPassword, noticeVersion, email, phone, emailCode, smsCode } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  const steps = [t("signup.step1"), t("signup.step2")];
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
          <p>{t("signup.intro")}</p>
          <SignupForm
            values={values}
            hasPassword={hasPassword || Boolean(result?.passwordKept)}
            noticeVersion={noticeVersion}
            result={result}
          />
          <NextWhenFilled formId="signup-1" intent="step1" />
        </div>
      )}
      {step === 2 && email && phone && emailCode && smsCode && (
        <VerifyStep email={email} phone={phone} emailCode={emailCode} smsCode={smsCode} result={result} />
      )}
    </div>
  );
}
