import { Link } from "@remix-run/react";
import type { Completeness } from "~/domain/profile-completeness.server";

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
  const name = `Profile complete: ${percent}%`;
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
          <p>Families read complete profiles first. Still to add:</p>
          <ul className="completeness__missing">
            {missing.map((item) => (
              <li key={item.key}>
                <Link to={item.href}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>
          Your profile is complete. <Link to="/matches">See your matches</Link>
        </p>
      )}
    </section>
  );
}
