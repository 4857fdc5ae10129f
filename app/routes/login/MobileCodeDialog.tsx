import { Form } from "react-router";
import { Dialog } from "~/components/Dialog";
import { MobileNumberField } from "~/components/MobileNumberField";
import { useT } from "~/components/translate";
import { useFocusAfterFailure } from "~/components/useFocusAfterFailure";
import { CodeField, NewPasswordField } from "./CodeDialogFields";
import { fieldErrorsOf, formErrorOf, type LoginResult, type MobilePurposeSlug, type MobileStep } from "./reply";

type Profile = { publicId: string; fullName: string };

/**
 * Signing in, or setting a new password, with the mobile number and an SMS code (docs/product-rules.md §38): one
 * dialog per step. A number a relative proved on several profiles chooses the profile at the last step.
 */
export function MobileCodeDialog({
  slug,
  step,
  profiles,
  redirectTo,
  result,
  busy,
}: {
  slug: MobilePurposeSlug;
  step: MobileStep;
  profiles: Profile[];
  redirectTo: string;
  result?: LoginResult;
  busy: boolean;
}) {
  const mine = result?.intent === `mobile-${step}` ? result : undefined;
  const error = formErrorOf(mine);
  const mobileErrors = fieldErrorsOf(mine, "mobile");
  const otpErrors = fieldErrorsOf(mine, "otp");
  const passwordErrors = fieldErrorsOf(mine, "password");
  useFocusAfterFailure({ number: "login-mobile", code: "otp-input", finish: "new-password" }[step], mine);
  const t = useT();
  const signIn = slug === "sign-in";
  const title =
    step === "number"
      ? signIn
        ? t("mobileLogin.titleSignIn")
        : t("mobileLogin.titleReset")
      : step === "code"
        ? t("forgot.titleOtp")
        : signIn
          ? t("mobileLogin.titleChoose")
          : t("forgot.titlePassword");
  return (
    <Dialog title={title} closeTo="/login">
      <Form method="post" className="stack" noValidate>
        <input type="hidden" name="intent" value={`mobile-${step}`} />
        <input type="hidden" name="purpose" value={slug} />
        {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
        {error && (
          <p className="form-error" role="alert" id="mobile-form-error">
            {error}
          </p>
        )}
        {step === "number" && (
          <>
            <MobileNumberField
              id="login-mobile"
              label={t("mobileLogin.mobile")}
              hint={t("mobileLogin.hint")}
              errors={mobileErrors}
              defaultValue={String(mine?.reply.initialValue?.mobile ?? "")}
              autoFocus
            />
            {signIn && (
              <div className="checkbox">
                <input id="mobile-remember" name="remember" type="checkbox" />
                <label htmlFor="mobile-remember">{t("login.remember")}</label>
              </div>
            )}
          </>
        )}
        {step === "code" && (
          <CodeField
            label={t("mobileLogin.codeLabel")}
            hint={t("mobileLogin.codeHint")}
            askNewTo={`/login?mobile=${slug}`}
            errors={otpErrors}
            formErrorId={error ? "mobile-form-error" : undefined}
          />
        )}
        {step === "finish" && signIn && (
          <>
            <p>{t("mobileLogin.choose")}</p>
            {profiles.map((profile) => (
              <button
                key={profile.publicId}
                type="submit"
                name="profile"
                value={profile.publicId}
                className="button button--outline"
              >
                <bdi>{profile.fullName}</bdi>
              </button>
            ))}
          </>
        )}
        {step === "finish" && !signIn && (
          <>
            {profiles.length > 1 && (
              <fieldset className="stack">
                <legend>{t("mobileLogin.whichProfile")}</legend>
                {profiles.map((profile) => (
                  <div className="checkbox" key={profile.publicId}>
                    <input
                      id={`profile-${profile.publicId}`}
                      type="radio"
                      name="profile"
                      value={profile.publicId}
                      required
                    />
                    <label htmlFor={`profile-${profile.publicId}`}>
                      <bdi>{profile.fullName}</bdi>
                    </label>
                  </div>
                ))}
              </fieldset>
            )}
            <NewPasswordField errors={passwordErrors} />
          </>
        )}
        {!(step === "finish" && signIn) && (
          <button type="submit" className="button" disabled={busy}>
            {step === "number" ? t("mobileLogin.send") : step === "code" ? t("forgot.verifyOtp") : t("forgot.update")}
          </button>
        )}
      </Form>
    </Dialog>
  );
}
