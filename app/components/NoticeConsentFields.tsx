import { CONSENT_BOX_NAMES, type ConsentBoxName } from "~/forms/consent";
import { useT } from "./translate";

// The notice's consent at signup and on /consent (docs/product-rules.md §41, "Notice and consent"): two separate
// boxes, never ticked in advance, each with its own message beside it; at signup, the notice's summary above them.

const SUMMARY = [
  "noticeSummary.collect",
  "noticeSummary.purpose",
  "noticeSummary.who",
  "noticeSummary.kept",
  "noticeSummary.rights",
] as const;

/** The notice in short, item by item, with the whole notice a tab away (the signup's answers stay put). */
export function NoticeSummary() {
  const t = useT();
  return (
    <section className="notice-summary" aria-labelledby="notice-summary-heading">
      <h2 id="notice-summary-heading">{t("noticeSummary.heading")}</h2>
      <p>{t("noticeSummary.intro")}</p>
      <ul>
        {SUMMARY.map((item) => (
          <li key={item}>{t(item)}</li>
        ))}
      </ul>
      <p>
        <a href="/notice" target="_blank" rel="noopener">
          {t("noticeSummary.readAll")}
        </a>
      </p>
    </section>
  );
}

/** One box: its refusal (if any), where that message is, whether it comes ticked back, and whether to focus it. */
export type ConsentBox = { error?: string; errorId: string; checked?: boolean; autoFocus?: boolean };

/** The two boxes: consent to the notice of `version`, and the declaration (marriage, not dating; the truth). */
export function ConsentBoxes({ version, box }: { version: string; box: (name: ConsentBoxName) => ConsentBox }) {
  const t = useT();
  const labels: Record<ConsentBoxName, string> = {
    noticeConsent: t("noticeSummary.consent", { version }),
    declaration: t("noticeSummary.declaration"),
  };
  return (
    <>
      {CONSENT_BOX_NAMES.map((name) => {
        const { error, errorId, checked, autoFocus } = box(name);
        return (
          <div key={name}>
            <div className="checkbox checkbox--long">
              <input
                id={name}
                name={name}
                type="checkbox"
                required
                defaultChecked={checked}
                aria-invalid={error ? true : undefined}
                aria-describedby={errorId}
                autoFocus={autoFocus}
              />
              <label htmlFor={name}>{labels[name]}</label>
            </div>
            <p className="field__error" id={errorId}>
              {error}
            </p>
          </div>
        );
      })}
    </>
  );
}
