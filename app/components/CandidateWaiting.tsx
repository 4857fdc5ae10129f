import { Form } from "react-router";
import { useT } from "./translate";

export type WaitingCandidate = { firstName: string; sentTo: string | null };

/**
 * The creator's own page while the profile waits for the person it is for (docs/product-rules.md §31a): whom it
 * waits for, where the code went (masked), "Send again", and another contact. Plain forms: they work without
 * JavaScript, and answer with a message at the top of the page.
 */
export function CandidateWaiting({ candidate }: { candidate: WaitingCandidate }) {
  const t = useT();
  const name = candidate.firstName;
  return (
    <section className="notice card stack" aria-labelledby="candidate-waiting">
      <h2 id="candidate-waiting">{t("waiting.title", { name })}</h2>
      <p>{t("waiting.nobody", { name })}</p>
      {candidate.sentTo ? (
        <Form method="post" action="/userProfile/candidate" className="stack">
          <p>{t("waiting.sentTo", { contact: "\u2066" + candidate.sentTo + "\u2069" })}</p>
          <input type="hidden" name="intent" value="resend" />
          <button type="submit" className="button button--small">
            {t("waiting.sendAgain")}
          </button>
        </Form>
      ) : (
        <p>{t("waiting.noContact", { name })}</p>
      )}
      <Form method="post" action="/userProfile/candidate" className="stack" noValidate>
        <input type="hidden" name="intent" value="change" />
        <div className="field">
          <label htmlFor="candidateContact">{t("waiting.contactLabel", { name })}</label>
          <input id="candidateContact" name="candidateContact" type="text" autoComplete="off" />
          <p className="field__hint">{t("waiting.contactHint")}</p>
        </div>
        <button type="submit" className="button button--small button--outline">
          {candidate.sentTo ? t("waiting.change") : t("waiting.send")}
        </button>
      </Form>
    </section>
  );
}
