import { useT } from "./translate";

/**
 * A card's age, labelled for screen readers ("Age 27"); on screen "27 yrs", the unit shown only, since the
 * label is hidden there (app/styles/global.css, .card-facts).
 */
export function AgeFact({ age }: { age: number }) {
  const t = useT();
  return (
    <>
      <dt>{t("profileCard.age")}</dt>
      <dd>
        {age}
        <span aria-hidden="true"> {t("profileCard.years")}</span>
      </dd>
    </>
  );
}
