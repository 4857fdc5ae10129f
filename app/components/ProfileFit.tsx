import { Link } from "react-router";
import type { FitReasons, PreferenceMet } from "~/domain/matching/fit-reasons.server";
import { useT } from "./translate";

// A profile's fit both ways (docs/product-rules.md §25, §27a): how many of the viewer's preferences the member
// fits and how many of the member's the viewer fits, each with which ones, worded with the member's gender
// ("her"/"his"; in Hindi and Urdu the verb's gender, which is the viewer's in the second sentence).

function Reasons({ items }: { items: PreferenceMet[] }) {
  const t = useT();
  return (
    <ul className="profile-fit__reasons">
      {items.map(({ preference, met }) => (
        <li key={preference} className={met ? "profile-fit__met" : "profile-fit__unmet"}>
          {t(`profileFit.preference.${preference}`)} <span aria-hidden="true">{met ? "✓" : "✗"}</span>
          <span className="visually-hidden">{t(met ? "profileFit.met" : "profileFit.notMet")}</span>
        </li>
      ))}
    </ul>
  );
}

export function ProfileFit({ reasons, gender }: { reasons: FitReasons; gender: "Male" | "Female" }) {
  const t = useT();
  const { fit } = reasons;
  const hers = gender === "Female" ? "Her" : "His";
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
          <p>{t(`profileFit.mine${hers}`, { met: fit.mine, count: fit.mineSet })}</p>
          <Reasons items={reasons.mine} />
        </>
      )}
      {fit.theirsSet === 0 ? (
        <p>{t(`profileFit.theirsNone${hers}`)}</p>
      ) : (
        <>
          <p>{t(`profileFit.theirs${hers}`, { met: fit.theirs, count: fit.theirsSet })}</p>
          <Reasons items={reasons.theirs} />
        </>
      )}
    </section>
  );
}
