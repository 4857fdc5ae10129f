import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { MobileNumberField } from "~/components/MobileNumberField";
import { OtpInput } from "~/components/OtpInput";
import { matchesT, useDateLocale, useT } from "~/components/translate";
import { useFocusAfterFailure } from "~/components/useFocusAfterFailure";
import { spacedMobile } from "~/forms/indian-mobile";
import { mobileAction, mobileHeaders, mobileLoader } from "./page.server";
import type { Route } from "./+types/route";

export const loader = mobileLoader;
export const action = mobileAction;
export const headers = mobileHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: matchesT(matches)("mobile.title") }];

export default function MobileSettings() {
  const { phone, verifiedAt, pending } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const t = useT();
  const locale = useDateLocale();
  const busy = navigation.state === "submitting";
  const formError = result?.reply.error?.[""]?.[0];
  const mobileErrors = (result?.intent === "send" && result.reply.error?.mobile) || undefined;
  const otpErrors = (result?.intent === "verify" && result.reply.error?.otp) || undefined;
  useFocusAfterFailure(result?.intent === "verify" ? "otp-input" : "mobile", result);
  const verifiedOn = verifiedAt && new Date(verifiedAt).toLocaleDateString(locale, { dateStyle: "medium" });
  return (
    <div className="page page--narrow stack">
      <p>
        <Link to="/settings">{t("mobile.back")}</Link>
      </p>
      <h1>{t("mobile.title")}</h1>
      <p className={verifiedOn ? "verified-note" : undefined}>
        <bdi dir="ltr">{spacedMobile(phone)}</bdi> ·{" "}
        {verifiedOn ? t("mobile.verifiedOn", { date: verifiedOn }) : t("mobile.notVerified")}
      </p>
      <p className="field__hint">{t("mobile.why")}</p>
      {formError && (
        <p className="form-error" role="alert" id="mobile-form-error">
          {formError}
        </p>
      )}
      {pending ? (
        <Form method="post" className="card stack" noValidate>
          <input type="hidden" name="intent" value="verify" />
          <div className="field">
            <label id="otp-label" htmlFor="otp-input">
              {t("mobile.codeLabel")}
            </label>
            <p className="field__hint" id="otp-hint">
              {/* The number isolated left to right: inside an Urdu sentence its two halves swapped places. */}
              {t("mobile.codeSent", { number: `\u2066${spacedMobile(pending)}\u2069` })}
            </p>
            <OtpInput errorId="otp-hint otp-error" invalid={Boolean(otpErrors || formError)} />
            <p className="field__error" id="otp-error" aria-live="polite">
              {otpErrors?.[0]}
            </p>
          </div>
          <button type="submit" className="button" disabled={busy}>
            {t("mobile.verify")}
          </button>
          <p>
            <Link to="/settings/mobile">{t("mobile.changeOrResend")}</Link>
          </p>
        </Form>
      ) : (
        <Form method="post" className="card stack" noValidate>
          <input type="hidden" name="intent" value="send" />
          <MobileNumberField
            id="mobile"
            label={t("mobile.label")}
            hint={t("mobile.hint")}
            errors={mobileErrors}
            defaultValue={String(result?.reply.initialValue?.mobile ?? phone)}
          />
          <button type="submit" className="button" disabled={busy}>
            {busy ? t("mobile.sending") : t("mobile.send")}
          </button>
        </Form>
      )}
    </div>
  );
}
