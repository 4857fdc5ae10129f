import type { ReactNode } from "react";
import { Link } from "react-router";
import type { PairState } from "~/domain/connections/connections.server";
import type { ProfileSectionRows } from "~/web/profile-page-data.server";
import { say, SECTION_TITLES, type FilledRow, type SectionKey } from "~/forms/phrase";
import { useT } from "./translate";

/**
 * Label and value pairs; `details__row` keeps each pair together for tests and screen readers alike. The
 * labels are keys and the choices options' labels (profile-rows.server.ts), shown in the reader's language.
 * Each value is isolated (<bdi>): an English "about me" on an Urdu page keeps its full stop at its end.
 */
export function DetailList({ rows }: { rows: FilledRow[] }) {
  const t = useT();
  if (rows.length === 0) return null;
  return (
    <dl className="details">
      {rows.map(([label, value]) => (
        <div key={label} className="details__row">
          <dt>{t(label)}</dt>
          <dd>
            <bdi>{say(t, value)}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The sections shown only when they have something to show, in reading order. */
const SHOWN_WHEN_FILLED = ["about", "family", "career", "lifestyle"] as const;

function ProfileSection({ section, children }: { section: SectionKey; children: ReactNode }) {
  const t = useT();
  const headingId = `profile-${section}`;
  return (
    <section className="card profile-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(SECTION_TITLES[section])}</h2>
      {children}
    </section>
  );
}

/**
 * Why the contact details are withheld and what the viewer can do to see them, as the pair's state allows
 * (docs/product-rules.md §10).
 */
const WITHHELD: Record<PairState["kind"], string> = {
  none: "profileSections.withheld.none",
  sent: "profileSections.withheld.sent",
  received: "profileSections.withheld.received",
  connected: "profileSections.withheld",
  "declined-by-them": "profileSections.withheld",
  "declined-by-me": "profileSections.withheld",
};

/**
 * A profile page's sections: About, Family, Education and career, Lifestyle, Partner preferences, each only
 * when it has something to show, and Contact always; the rows come from the loader (profileSectionRows).
 * Phone and e-mail arrive masked from the server for anyone but the member and their connections (§6, §31);
 * `withheldBy` then says why and what to do next. `contactNote` says it instead where the rule is not the pair's
 * (a guardian's read-only view, §32).
 */
export function ProfileSections({
  sections: { rows, ownPreferences },
  withheldBy,
  contactNote,
}: {
  sections: ProfileSectionRows;
  withheldBy?: PairState;
  contactNote?: string;
}) {
  const t = useT();
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
        {withheldBy && <p className="profile-section__note">{t(WITHHELD[withheldBy.kind])}</p>}
        {contactNote && <p className="profile-section__note">{contactNote}</p>}
        <DetailList rows={rows.contact} />
      </ProfileSection>
    </div>
  );
}

/** The member's own page leads to /preferences (§24); with none set, it says so and offers the next step. */
function OwnPreferencesLink({ anySet }: { anySet: boolean }) {
  const t = useT();
  return anySet ? (
    <p>
      <Link to="/preferences">{t("profileSections.changePreferences")}</Link>
    </p>
  ) : (
    <p>
      {t("profileSections.noPreferences")} <Link to="/preferences">{t("profileSections.setPreferences")}</Link>
    </p>
  );
}
