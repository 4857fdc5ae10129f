/**
 * A card's age, labelled for screen readers ("Age 27"); on screen "27 yrs", the unit shown only, since the
 * label is hidden there (app/styles/global.css, .card-facts).
 */
export function AgeFact({ age }: { age: number }) {
  return (
    <>
      <dt>Age</dt>
      <dd>
        {age}
        <span aria-hidden="true"> yrs</span>
      </dd>
    </>
  );
}
