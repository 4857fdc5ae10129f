import { Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { Field } from "~/components/Field";
import { OtpInput } from "~/components/OtpInput";
import { matchesT, useT } from "~/components/translate";
import { useFocusAfterFailure } from "~/components/useFocusAfterFailure";
import type { CandidateSummary } from "~/domain/accounts/candidate-consent.server";
import { RELATION_LABELS } from "~/forms/family-options";
import { confirmAction, confirmHeaders, confirmLoader, type ConfirmResult } from "./page.server";
import type { Route } from "./+types/route";

export const loader = confirmLoader;
export const action = confirmAction;
export const headers = confirmHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: matchesT(matches)("consent.title") }];

export default function ConfirmProfile() {
  const { summary, linkGone, tooMany } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ConfirmResult | undefined;
  const t = useT();
  return (
    <div className="page page--narrow stack">
      <h1>{t("consent.title")}</h1>
      {tooMany && (
        <p className="form-error" role="alert">
          {tooMany}
        </p>
      )}
      {summary ? <Decision summary={summary} result={result} /> : <CodeForm linkGone={linkGone} result={result} />}
    </div>
  );
}

/** Who made the profile and what is on it, then Confirm or Refuse. */
function Decision({ summary, result }: { summary: CandidateSummary; result?: ConfirmResult }) {
  const t = useT();
  const busy = useNavigation().state === "submitting";
  const formError = result?.reply.error?.[""]?.[0];
  const sureError = result?.reply.error?.sure?.[0];
  useFocusAfterFailure(sureError ? "refuse-sure" : undefined, result);
  const rows: [string, string | number | null][] = [
    [t("consent.name"), summary.fullName],
    [t("consent.age"), summary.age],
    [t("consent.place"), [summary.city, summary.state].filter(Boolean).join(", ")],
    [t("consent.education"), summary.education],
    [t("consent.work"), summary.working],
    [t("consent.about"), summary.about],
    [t("consent.photo"), summary.hasPhoto ? t("consent.photoYes") : t("consent.photoNo")],
  ];
  return (
    <>
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      <p>
        {summary.relation
          ? t("consent.madeBy", {
              relation: t(RELATION_LABELS[summary.relation]),
              name: summary.contactName ?? "",
            })
          : t("consent.madeByRelative")}
      </p>
      <p>{t("consent.why")}</p>
      <dl className="card details">
        {rows
          .filter(([, value]) => value !== null && value !== "")
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>
                <bdi>{value}</bdi>
              </dd>
            </div>
          ))}
      </dl>
      <p className="field__hint">{t("consent.signIn")}</p>
      <Form method="post" className="stack">
        <input type="hidden" name="intent" value="confirm" />
        <input type="hidden" name="shown" value={summary.publicId} />
        <button type="submit" className="button" disabled={busy}>
          {t("consent.confirm")}
        </button>
      </Form>
      <Form method="post" className="card stack">
        <input type="hidden" name="intent" value="refuse" />
        <input type="hidden" name="shown" value={summary.publicId} />
        <p>{t("consent.refuseText")}</p>
        {/* The "are you sure" that works without JavaScript: refusing erases a relative's work at once. */}
        <div className="checkbox">
          <input
            id="refuse-sure"
            name="sure"
            type="checkbox"
            aria-invalid={sureError ? true : undefined}
            aria-describedby="refuse-sure-error"
            autoFocus={Boolean(sureError)}
          />
          <label htmlFor="refuse-sure">{t("consent.refuseSure")}</label>
        </div>
        <p className="field__error" id="refuse-sure-error">
          {sureError}
        </p>
        <button type="submit" className="button button--danger" disabled={busy}>
          {t("consent.refuse")}
        </button>
      </Form>
    </>
  );
}

/** Without a working link: the contact the code went to, and the code. */
function CodeForm({ linkGone, result }: { linkGone: boolean; result?: ConfirmResult }) {
  const t = useT();
  const busy = useNavigation().state === "submitting";
  const formError = result?.reply.error?.[""]?.[0];
  const contactErrors = result?.reply.error?.contact ?? undefined;
  const otpErrors = result?.reply.error?.otp ?? undefined;
  const typed = String(result?.reply.initialValue?.contact ?? "");
  const invalid = contactErrors ? { "aria-invalid": true, "aria-describedby": "contact-error" } : {};
  useFocusAfterFailure(contactErrors ? "contact" : "otp-input", result);
  return (
    <>
      {linkGone && <p role="alert">{t("consent.linkGone")}</p>}
      <p>{t("consent.codeIntro")}</p>
      {formError && (
        <p className="form-error" role="alert" id="consent-form-error">
          {formError}
        </p>
      )}
      <Form method="post" className="card stack" noValidate>
        <input type="hidden" name="intent" value="code" />
        <Field id="contact" label={t("consent.contactLabel")} errors={contactErrors}>
          <input id="contact" name="contact" autoComplete="off" defaultValue={typed} {...invalid} />
        </Field>
        <Field id="otp-input" labelId="otp-label" label={t("consent.codeLabel")} errors={otpErrors}>
          <OtpInput errorId="otp-input-error" invalid={Boolean(otpErrors || formError)} />
        </Field>
        <button type="submit" className="button" disabled={busy}>
          {t("consent.continue")}
        </button>
      </Form>
    </>
  );
}
