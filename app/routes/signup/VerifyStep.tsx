import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { SignupResult } from "~/components/SignupSteps";
import { useT } from "~/components/translate";
import { useHydrated } from "~/components/useHydrated";

/**
 * The "Send the code again" buttons' own form: in the codes' form they came before Create, so Enter in a box (the
 * form's first submit button) asked for a new code, and the one just typed stopped working.
 */
const SEND_AGAIN_FORM = "signup-send-again";

/** What the loader says of one code (codes.server.ts codeState). */
type CodeState = { proven: boolean; waitSeconds: number; refused?: string };

/** Counts down the wait before another code may be asked for; without JavaScript the wait is said once. */
function useCountdown(seconds: number): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (seconds <= 0) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const now = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(now);
      if (now === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  return left;
}

/** One code's box: where it went, the code, its message, and "Send again" with the wait before it. */
function CodeBox({
  name,
  sendIntent,
  address,
  state,
  error,
  autoFocus,
  words,
}: {
  name: "emailCode" | "smsCode";
  sendIntent: string;
  address: string;
  state: CodeState;
  error?: string;
  autoFocus: boolean;
  words: { sentTo: string; label: string; proven: string };
}) {
  const t = useT();
  const wait = useCountdown(state.waitSeconds);
  // Only a script can enable the button when the wait ends: without one it stays pressable, and an early press is
  // answered with the wait beside the box.
  const counting = useHydrated() && wait > 0;
  const message = error ?? state.refused;
  const id = `${name}-input`;
  if (state.proven)
    return (
      <p className="verified-note">
        {words.proven} <bdi dir="ltr">{address}</bdi>
      </p>
    );
  return (
    <div className={message ? "field field--invalid" : "field"}>
      <p>
        {words.sentTo} <bdi dir="ltr">{address}</bdi>
      </p>
      <label htmlFor={id}>{words.label}</label>
      <input
        id={id}
        name={name}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        aria-invalid={message ? true : undefined}
        aria-describedby={`${name}-hint ${name}-error`}
        autoFocus={autoFocus}
        className="otp-single"
      />
      <p className="field__hint" id={`${name}-hint`}>
        {t("signupOtp.hint")}
      </p>
      <p className="field__error" id={`${name}-error`} role={message ? "alert" : undefined}>
        {message}
      </p>
      <p className="verify-step__again">
        <button
          type="submit"
          name="intent"
          value={sendIntent}
          form={SEND_AGAIN_FORM}
          className="button button--small button--outline"
          formNoValidate
          disabled={counting}
        >
          {t("signupVerify.sendAgain")}
        </button>{" "}
        {wait > 0 && <span className="field__hint">{t("signupVerify.wait", { seconds: wait })}</span>}
      </p>
    </div>
  );
}

/**
 * The short signup's second step (docs/product-rules.md §3): the codes sent to the e-mail and by SMS, each with
 * "Send again" and its wait; a link back to change either; Create checks both and makes the account.
 */
export function VerifyStep({
  email,
  phone,
  emailCode,
  smsCode,
  result,
}: {
  email: string;
  phone: string;
  emailCode: CodeState;
  smsCode: CodeState;
  result?: SignupResult;
}) {
  const t = useT();
  const navigation = useNavigation();
  const creating = navigation.formData?.get("intent") === "create";
  const errors = result?.intent === "create" ? (result.codeErrors ?? {}) : {};
  // The focus goes to the first box refused, else the first still to fill.
  const focus = errors.emailCode ? "emailCode" : errors.smsCode || emailCode.proven ? "smsCode" : "emailCode";
  // With JavaScript a refusal keeps this page, where autoFocus does nothing: the refused box is focused here.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (result?.codeErrors) form.current?.querySelector<HTMLInputElement>("[aria-invalid=true]")?.focus();
  }, [result]);
  return (
    <>
      <Form method="post" className="card stack verify-step" noValidate ref={form}>
        <h2>{t("signupVerify.heading")}</h2>
        {result?.formError && (
          <p className="form-error" role="alert">
            {result.formError}
          </p>
        )}
        <CodeBox
          name="emailCode"
          sendIntent="send-code"
          address={email}
          state={emailCode}
          error={errors.emailCode}
          autoFocus={focus === "emailCode"}
          words={{
            sentTo: t("signupVerify.emailSent"),
            label: t("signupVerify.emailLabel"),
            proven: t("signup.emailVerified"),
          }}
        />
        <CodeBox
          name="smsCode"
          sendIntent="send-sms-code"
          address={phone}
          state={smsCode}
          error={errors.smsCode}
          autoFocus={focus === "smsCode"}
          words={{
            sentTo: t("signupVerify.smsSent"),
            label: t("signupVerify.smsLabel"),
            proven: t("signup.mobileVerified"),
          }}
        />
        <p>
          <Link to="/signup?step=1">{t("signupVerify.change")}</Link>
        </p>
        <div className="wizard-actions">
          <button type="submit" name="intent" value="create" className="button" disabled={creating}>
            {creating ? t("signup.submitting") : t("signupVerify.create")}
          </button>
        </div>
      </Form>
      <Form method="post" id={SEND_AGAIN_FORM} />
    </>
  );
}
