import { Form, Link } from "react-router";
import { Dialog } from "~/components/Dialog";
import { Field, hintIdFor } from "~/components/Field";
import { OtpInput } from "~/components/OtpInput";
import { useT } from "~/components/translate";
import { useFocusAfterFailure } from "~/components/useFocusAfterFailure";
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
  const [askBefore, askAfter] = t("mobileLogin.codeHint").split("{{link}}");
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
            <Field id="login-mobile" label={t("mobileLogin.mobile")} hint={t("mobileLogin.hint")} errors={mobileErrors}>
              <input
                id="login-mobile"
                name="mobile"
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                required
                autoFocus
                data-autofocus
                defaultValue={String(mine?.reply.initialValue?.mobile ?? "")}
                aria-invalid={mobileErrors ? true : undefined}
                aria-describedby={`${hintIdFor("login-mobile")} login-mobile-error`}
              />
            </Field>
            {signIn && (
              <div className="checkbox">
                <input id="mobile-remember" name="remember" type="checkbox" />
                <label htmlFor="mobile-remember">{t("login.remember")}</label>
              </div>
            )}
          </>
        )}
        {step === "code" && (
          <div className="field">
            <label id="otp-label" htmlFor="otp-input">
              {t("mobileLogin.codeLabel")}
            </label>
            <OtpInput
              errorId={error ? "otp-error mobile-form-error" : "otp-error"}
              invalid={Boolean(otpErrors || error)}
            />
            <p className="field__error" id="otp-error" aria-live="polite">
              {otpErrors?.[0]}
            </p>
            <p className="field__hint">
              {askBefore}
              <Link to={`/login?mobile=${slug}`}>{t("forgot.askNew")}</Link>
              {askAfter}
            </p>
          </div>
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
            <Field
              id="new-password"
              label={t("forgot.newPassword")}
              hint={t("forgot.passwordHint")}
              errors={passwordErrors}
            >
              <input
                id="new-password"
                name="password"
                type="password"
                autoComplete="new-password"
                required
                autoFocus
                data-autofocus
                aria-invalid={passwordErrors ? true : undefined}
                aria-describedby={`${hintIdFor("new-password")} new-password-error`}
              />
            </Field>
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
