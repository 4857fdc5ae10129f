import type { ReactNode } from "react";
import { Link } from "@remix-run/react";
import type { PairState } from "~/domain/connections.server";
import type { ProfileSectionRows } from "./profile-page-data.server";
import type { FilledRow, SectionKey } from "./profile-rows";

/** Label and value pairs; `details__row` keeps each pair together for tests and screen readers alike. */
export function DetailList({ rows }: { rows: FilledRow[] }) {
  if (rows.length === 0) return null;
  return (
    <dl className="details">
      {rows.map(([label, value]) => (
        <div key={label} className="details__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const SECTION_TITLES: Record<SectionKey, string> = {
  about: "About",
  family: "Family",
  career: "Education and career",
  lifestyle: "Lifestyle",
  preferences: "Partner preferences",
  contact: "Contact",
};

/** The sections shown only when they have something to show, in reading order. */
const SHOWN_WHEN_FILLED = ["about", "family", "career", "lifestyle"] as const;

function ProfileSection({ section, children }: { section: SectionKey; children: ReactNode }) {
  const headingId = `profile-${section}`;
  return (
    <section className="card profile-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{SECTION_TITLES[section]}</h2>
      {children}
    </section>
  );
}

/** What the viewer can do to see the contact details, as the pair's state allows (docs/product-rules.md §10). */
const NEXT_STEP: Partial<Record<PairState["kind"], string>> = {
  none: "Send a connection request.",
  sent: "Your request is waiting for their answer.",
  received: "They sent you a request: accept it to connect.",
};

/**
 * A profile page's sections: About, Family, Education and career, Lifestyle, Partner preferences, each only
 * when it has something to show, and Contact always; the rows come from the loader (profileSectionRows).
 * Phone and e-mail arrive masked from the server for anyone but the member and their connections (§6, §31);
 * `withheldBy` then says why and what to do next.
 */
export function ProfileSections({
  sections: { rows, ownPreferences },
  withheldBy,
}: {
  sections: ProfileSectionRows;
  withheldBy?: PairState;
}) {
  return (
    <div className="profile-sections">
      {SHOWN_WHEN_FILLED.map(
        (section) =>
          rows[section].length > 0 && (
            <ProfileSection key={section} section={section}>
              <DetailList rows={rows[section]} />
            </ProfileSection>
          ),
      )}
      {(rows.preferences.length > 0 || ownPreferences) && (
        <ProfileSection section="preferences">
          <DetailList rows={rows.preferences} />
          {ownPreferences && <OwnPreferencesLink anySet={ownPreferences.anySet} />}
        </ProfileSection>
      )}
      <ProfileSection section="contact">
        {withheldBy && (
          <p className="profile-section__note">
            Phone and email are shown once you are connected. {NEXT_STEP[withheldBy.kind]}
          </p>
        )}
        <DetailList rows={rows.contact} />
      </ProfileSection>
    </div>
  );
}

/** The member's own page leads to /preferences (§24); with none set, it says so and offers the next step. */
function OwnPreferencesLink({ anySet }: { anySet: boolean }) {
  return anySet ? (
    <p>
      <Link to="/preferences">Change your preferences</Link>
    </p>
  ) : (
    <p>
      You have not set partner preferences yet. <Link to="/preferences">Set your preferences</Link>
    </p>
  );
}
