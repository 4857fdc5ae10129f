import { data, Link, useActionData } from "react-router";
import { PasswordConfirmedForm } from "~/components/PasswordConfirmedForm";
import { matchesT, useT } from "~/components/translate";
import { withdrawConsent } from "~/domain/accounts/consent-withdrawal.server";
import { translateMessage } from "~/domain/site/translations.server";
import { homeAfterErasure } from "~/web/account-end.server";
import { requireViewer } from "~/web/auth.server";
import { answerRefusals } from "~/web/form-reply.server";
import { pageI18n, requestLanguage } from "~/web/language.server";
import { readForm } from "~/web/request-body.server";
import type { Route } from "./+types/settings_.withdraw-consent";

// "Withdraw consent" (docs/product-rules.md §41): what follows, what is kept, the pause that hiding is instead, then
// the password, as "Delete my account" asks. Sent: the profile hidden at once, the account erased, the member home.

export const meta: Route.MetaFunction = ({ matches }) => [{ title: matchesT(matches)("withdrawConsent.title") }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireViewer(request);
  return data({ i18n: await pageI18n(request, "member") }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  const language = await requestLanguage(request, viewer);
  const form = await readForm(request);
  return answerRefusals(
    async () => {
      await withdrawConsent(viewer.unqId, String(form.get("password") ?? ""));
      return homeAfterErasure(request, "You have withdrawn your consent, and your account has been erased.");
    },
    (error) => ({ error: translateMessage(language, error.message) }),
  );
}

/** What the withdrawal does, in the order it happens. */
const FOLLOWS = ["withdrawConsent.hiddenAtOnce", "withdrawConsent.erased", "withdrawConsent.signedOut"] as const;

/** What outlives the erasure, as §15 and §41 list it for a member. */
const KEPT = [
  "withdrawConsent.keptLogs",
  "withdrawConsent.keptReports",
  "withdrawConsent.keptComplaints",
  "withdrawConsent.keptGoodbye",
] as const;

export default function WithdrawConsent() {
  const result = useActionData<typeof action>();
  const t = useT();
  const [beforeLink, afterLink] = t("withdrawConsent.pause").split("{{link}}");
  return (
    <div className="page page--narrow stack">
      <p>
        <Link to="/settings">{t("withdrawConsent.back")}</Link>
      </p>
      <h1>{t("withdrawConsent.title")}</h1>
      <p>{t("withdrawConsent.intro")}</p>
      <section aria-labelledby="follows-heading">
        <h2 id="follows-heading">{t("withdrawConsent.followsHeading")}</h2>
        <ol>
          {FOLLOWS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ol>
        <p>
          <strong>{t("withdrawConsent.noUndo")}</strong>
        </p>
      </section>
      <section aria-labelledby="kept-heading">
        <h2 id="kept-heading">{t("withdrawConsent.keptHeading")}</h2>
        <ul>
          {KEPT.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
        <p>{t("withdrawConsent.keptNothingElse")}</p>
      </section>
      <section aria-labelledby="pause-heading">
        <h2 id="pause-heading">{t("withdrawConsent.pauseHeading")}</h2>
        <p>
          {beforeLink}
          <Link to="/settings#hide-heading">{t("hideProfile.hide")}</Link>
          {afterLink}
        </p>
      </section>
      <section className="card danger-zone" aria-labelledby="confirm-heading">
        <h2 id="confirm-heading">{t("withdrawConsent.confirmHeading")}</h2>
        <PasswordConfirmedForm
          fieldId="withdraw-password"
          label={t("withdrawConsent.password")}
          submit={t("withdrawConsent.submit")}
          result={result}
          error={result?.error}
        />
      </section>
    </div>
  );
}
