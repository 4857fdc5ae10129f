import { Link } from "react-router";
import type { FitReasons, PreferenceKey, PreferenceMet } from "~/domain/matching/fit-reasons.server";
import { useT } from "./translate";

// A profile's fit both ways (docs/product-rules.md §25, §27a): how many of the viewer's preferences the member
// fits and how many of the member's the viewer fits, each with which ones, worded with the member's gender
// ("her"/"his"; in Hindi and Urdu the verb's gender, which is the viewer's in the second sentence).

const PREFERENCE_LABELS: Record<PreferenceKey, string> = {
  age: "profileFit.preference.age",
  height: "profileFit.preference.height",
  marital: "profileFit.preference.marital",
  place: "profileFit.preference.place",
  maslak: "profileFit.preference.maslak",
  education: "profileFit.preference.education",
  tongue: "profileFit.preference.tongue",
};

/** The sentences on a woman's profile ("her") and on a man's ("his"). */
const SENTENCES = {
  Female: { mine: "profileFit.mineHer", theirs: "profileFit.theirsHer", theirsNone: "profileFit.theirsNoneHer" },
  Male: { mine: "profileFit.mineHis", theirs: "profileFit.theirsHis", theirsNone: "profileFit.theirsNoneHis" },
} as const;

function Reasons({ items }: { items: PreferenceMet[] }) {
  const t = useT();
  return (
    <ul className="profile-fit__reasons">
      {items.map(({ preference, met }) => (
        <li key={preference} className={met ? "profile-fit__met" : "profile-fit__unmet"}>
          {t(PREFERENCE_LABELS[preference])} <span aria-hidden="true">{met ? "✓" : "✗"}</span>
          <span className="visually-hidden">{t(met ? "profileFit.met" : "profileFit.notMet")}</span>
        </li>
      ))}
    </ul>
  );
}

export function ProfileFit({ reasons, gender }: { reasons: FitReasons; gender: "Male" | "Female" }) {
  const t = useT();
  const { fit } = reasons;
  const sentences = SENTENCES[gender];
  return (
    <section className="profile-fit" aria-labelledby="profile-fit">
      <h2 id="profile-fit" className="profile-fit__heading">
        {t("profileFit.heading")}
      </h2>
      {fit.mineSet === 0 ? (
        <p>
          {t("profileFit.mineNone")} <Link to="/preferences">{t("profileFit.setPreferences")}</Link>
        </p>
      ) : (
        <>
          <p>{t(sentences.mine, { met: fit.mine, count: fit.mineSet })}</p>
          <Reasons items={reasons.mine} />
        </>
      )}
      {fit.theirsSet === 0 ? (
        <p>{t(sentences.theirsNone)}</p>
      ) : (
        <>
          <p>{t(sentences.theirs, { met: fit.theirs, count: fit.theirsSet })}</p>
          <Reasons items={reasons.theirs} />
        </>
      )}
    </section>
  );
}
