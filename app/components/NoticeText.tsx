import { LinkedSentence } from "./LinkedSentence";
import { useT } from "./translate";

// The itemised notice (DPDP Act 2023 s. 5; docs/product-rules.md §41, "Notice and consent"), on /notice and on
// /consent: each kind of data with what it is for, who sees it and how long it is kept; then withdrawal, what stays,
// the member's rights and where to complain. Its words are pages.json's "notice.*" (pages/notice).

/** Each kind of data: its heading, then what it is, what for, who sees it, how long it is kept (FACETS' order). */
const ITEMS = [
  {
    id: "account",
    heading: "notice.account.heading",
    facts: ["notice.account.what", "notice.account.why", "notice.account.who", "notice.account.kept"],
  },
  {
    id: "profile",
    heading: "notice.profile.heading",
    facts: ["notice.profile.what", "notice.profile.why", "notice.profile.who", "notice.profile.kept"],
  },
  {
    id: "family",
    heading: "notice.family.heading",
    facts: ["notice.family.what", "notice.family.why", "notice.family.who", "notice.family.kept"],
  },
  {
    id: "messages",
    heading: "notice.messages.heading",
    facts: ["notice.messages.what", "notice.messages.why", "notice.messages.who", "notice.messages.kept"],
  },
  {
    id: "preferences",
    heading: "notice.preferences.heading",
    facts: ["notice.preferences.what", "notice.preferences.why", "notice.preferences.who", "notice.preferences.kept"],
  },
  {
    id: "checks",
    heading: "notice.checks.heading",
    facts: ["notice.checks.what", "notice.checks.why", "notice.checks.who", "notice.checks.kept"],
  },
  {
    id: "technical",
    heading: "notice.technical.heading",
    facts: ["notice.technical.what", "notice.technical.why", "notice.technical.who", "notice.technical.kept"],
  },
] as const;
const FACETS = ["notice.what", "notice.why", "notice.who", "notice.kept"] as const;

/** The notice's sections under the page's own heading (level 2 and 3). */
export function NoticeText({ siteName }: { siteName: string }) {
  const t = useT();
  return (
    <>
      <p>{t("notice.intro", { siteName })}</p>
      <h2>{t("notice.itemsHeading")}</h2>
      {ITEMS.map(({ id, heading, facts }) => (
        <section key={id} className="card notice-item" aria-labelledby={`notice-${id}`}>
          <h3 id={`notice-${id}`}>{t(heading)}</h3>
          <dl>
            {FACETS.map((facet, index) => (
              <div key={facet}>
                <dt>{t(facet)}</dt>
                <dd>{t(facts[index])}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <h2>{t("notice.withdrawHeading")}</h2>
      <p>{t("notice.withdraw")}</p>
      <h2>{t("notice.afterHeading")}</h2>
      <p>{t("notice.after")}</p>
      <h2>{t("notice.rightsHeading")}</h2>
      <ul>
        <li>
          <LinkedSentence text={t("notice.rightAccess")} to="/settings/data" label={t("notice.downloadLink")} />
        </li>
        <li>{t("notice.rightCorrect")}</li>
        <li>{t("notice.rightErase")}</li>
        <li>{t("notice.rightNominate")}</li>
      </ul>
      <h2>{t("notice.complainHeading")}</h2>
      <p>
        <LinkedSentence text={t("notice.complain")} to="/grievances" label={t("notice.complainLink")} />
      </p>
      <p>{t("notice.complainBoard")}</p>
      <h2>{t("notice.changesHeading")}</h2>
      <p>{t("notice.changes")}</p>
    </>
  );
}
