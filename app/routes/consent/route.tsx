import { Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { DeleteAccountForm } from "~/components/DeleteAccountForm";
import { LegalVersionLine } from "~/components/LegalVersionLine";
import { ConsentBoxes } from "~/components/NoticeConsentFields";
import { NoticeText } from "~/components/NoticeText";
import { matchesT, useT } from "~/components/translate";
import { CONSENT_BOX_NAMES } from "~/forms/consent";
import { consentAction, consentLoader, type ConsentResult } from "./page.server";
import type { Route } from "./+types/route";

// The notice again, for a member whose consent is to an older one (docs/product-rules.md §41): the two boxes, or
// the account's deletion; then back to the page they asked for.

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = matchesT(matches);
  return [{ title: t("consent.title") }, { name: "description", content: t("consent.description") }];
};

export const loader = consentLoader;
export const action = consentAction;

export default function Consent() {
  const { siteName, version, redirectTo } = useLoaderData<typeof loader>();
  const result = useActionData<ConsentResult>();
  const errors = result && "reply" in result ? (result.reply.error ?? {}) : {};
  const firstRefused = CONSENT_BOX_NAMES.find((name) => errors[name]);
  const sending = useNavigation().formData?.get("intent") === "consent";
  const t = useT();
  return (
    <article className="page page--narrow legal">
      <h1>{t("consent.title")}</h1>
      <p>{t("consent.intro")}</p>
      <LegalVersionLine of={version} />
      <NoticeText siteName={siteName} />
      <Form method="post" className="card stack" noValidate aria-labelledby="consent-form-heading">
        <h2 id="consent-form-heading">{t("noticeSummary.heading")}</h2>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <ConsentBoxes
          version={version.version}
          box={(name) => ({
            error: errors[name]?.[0],
            errorId: `${name}-error`,
            autoFocus: firstRefused === name,
          })}
        />
        <button type="submit" name="intent" value="consent" className="button" disabled={sending}>
          {t("consent.submit")}
        </button>
      </Form>
      <h2>{t("consent.refuseHeading")}</h2>
      <p>{t("consent.refuse")}</p>
      <DeleteAccountForm />
    </article>
  );
}
