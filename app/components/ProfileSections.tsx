import type { ReactNode } from "react";
import { Link } from "@remix-run/react";
import type { PairState } from "~/domain/connections.server";
import type { PartnerPreferences } from "~/domain/preferences.server";
import { preferenceRows } from "./preference-rows";
import { filledRows, rowsBySection, SECTION_TITLES, type Details, type Row, type SectionKey } from "./profile-rows";

/** Label and value pairs; `details__row` keeps each pair together for tests and screen readers alike. */
export function DetailList({ rows }: { rows: Row[] }) {
  const filled = filledRows(rows);
  if (filled.length === 0) return null;
  return (
    <dl className="details">
      {filled.map(([label, value]) => (
        <div key={label} className="details__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

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
 * when it has something to show, and Contact always. Phone and e-mail arrive masked from the server for
 * anyone but the member and their connections (§6, §31); `withheldBy` then says why and what to do next.
 * Another member's partner preferences are not shown (§24 gives no one else sight of them): only the
 * member's own "What I am looking for", written for others; `ownPreferences` is for the member's own page.
 */
export function ProfileSections({
  profile,
  withheldBy,
  ownPreferences,
}: {
  profile: Details;
  withheldBy?: PairState;
  ownPreferences?: PartnerPreferences;
}) {
  const { contact, ...shared } = rowsBySection(profile);
  const chosen = ownPreferences ? filledRows(preferenceRows(ownPreferences)) : [];
  const preferences = filledRows([["What I am looking for", profile.lookingFor], ...chosen]);
  return (
    <div className="profile-sections">
      {(Object.keys(shared) as (keyof typeof shared)[]).map(
        (section) =>
          filledRows(shared[section]).length > 0 && (
            <ProfileSection key={section} section={section}>
              <DetailList rows={shared[section]} />
            </ProfileSection>
          ),
      )}
      {(preferences.length > 0 || ownPreferences) && (
        <ProfileSection section="preferences">
          <DetailList rows={preferences} />
          {ownPreferences && <OwnPreferencesLink anySet={chosen.length > 0} />}
        </ProfileSection>
      )}
      <ProfileSection section="contact">
        {withheldBy && (
          <p className="profile-section__note">
            Phone and email are shown once you are connected. {NEXT_STEP[withheldBy.kind]}
          </p>
        )}
        <DetailList rows={contact} />
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
