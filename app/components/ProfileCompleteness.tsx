import { Link } from "react-router";
import type { Completeness } from "~/domain/profiles/profile-completeness.server";
import { useT } from "./translate";

/**
 * Each item's words in the reader's language, by the item's key
 * (app/domain/profiles/profile-completeness.server.ts).
 */
const ITEM_LABELS: Partial<Record<string, string>> = {
  photo: "completeness.photo",
  basics: "completeness.basics",
  career: "completeness.career",
  home: "completeness.home",
  wedding: "completeness.wedding",
  about: "completeness.about",
  preferences: "completeness.preferences",
  education: "completeness.education",
  lifestyle: "completeness.lifestyle",
  family: "completeness.family",
};

/**
 * The completeness meter and what is still missing, each with a link to where it is filled. A native <meter>
 * (no inline style: the site's CSP allows none), named "Profile complete: 60%" for screen readers.
 */
export function ProfileCompleteness({
  completeness,
  headingLevel = 2,
}: {
  completeness: Completeness;
  headingLevel?: 2 | 3;
}) {
  const { percent, missing } = completeness;
  const Heading = `h${headingLevel}` as const;
  const t = useT();
  const name = t("completeness.heading", { percent });
  const [before, after] = t("completeness.complete").split("{{link}}");
  return (
    <section className="card completeness" aria-labelledby="completeness-heading">
      <Heading id="completeness-heading">{name}</Heading>
      <meter
        className="completeness__meter"
        min={0}
        max={100}
        low={50}
        high={99}
        optimum={100}
        value={percent}
        aria-label={name}
      >
        {percent}%
      </meter>
      {missing.length > 0 ? (
        <>
          <p>{t("completeness.stillToAdd")}</p>
          <ul className="completeness__missing">
            {missing.map((item) => (
              <li key={item.key}>
                <Link to={item.href}>{t(ITEM_LABELS[item.key] ?? item.label)}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>
          {before}
          <Link to="/matches">{t("completeness.seeMatches")}</Link>
          {after}
        </p>
      )}
    </section>
  );
}
