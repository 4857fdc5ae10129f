import type { ReactNode } from "react";
import { MemberPhoto } from "./MemberPhoto";
import { PlanBadge } from "./PlanBadge";
import type { HeaderFacts } from "~/web/profile-page-data.server";
import { say } from "~/forms/phrase";
import { personLine } from "./PersonItem";
import { useT, type Translate } from "./translate";
import type { PaidPlan } from "~/forms/plans";
import { memberCode } from "~/forms/member-id";
import type { Badge } from "~/domain/profiles/badges.server";
import { BadgeNote, ProfileBadgeItems } from "./VerificationBadges";

/** The height and "managed by" line come worked out by the loader (profileHeaderFacts). */
type Header = HeaderFacts & {
  image: string | null;
  photoAfterConnecting?: boolean;
  fullName: string;
  unqId: number;
  age: number;
  /** Null until given on "Complete your profile" (docs/product-rules.md §3), and then left out of the line. */
  working: string | null;
  city: string | null;
  /** What was checked and when (docs/product-rules.md §39). */
  badges: Badge[];
  /** The paid plan in force (docs/product-rules.md §35), for its badge; null or absent is Basic. */
  plan?: PaidPlan | null;
};

/**
 * A translated sentence with one value set apart in `<bdi>` (a member id inside Hindi or Urdu): the catalogue's
 * `{{name}}` marks where it goes.
 */
function withIsolated(t: Translate, key: string, name: string, value: ReactNode): ReactNode {
  const [before, ...after] = t(key, { [name]: `{{${name}}}` }).split(`{{${name}}}`);
  return (
    <>
      {before}
      <bdi dir="ltr">{value}</bdi>
      {after.join("")}
    </>
  );
}

/**
 * A profile page's header: photo (with what the viewer can do about it, `photoAction`), name (the page's h1),
 * who manages the profile when it is not the member (docs/product-rules.md §31), age · height · city, work,
 * member id, the badges (what was checked, §39; a paid plan's, §35; "Guardian involved" while a guardian has
 * access, §32), that a profile is not verified unless a badge says so, and the page's buttons (`children`).
 */
export function ProfileHeader({
  profile,
  photoAction,
  guardianInvolved = false,
  photoFirst,
  children,
}: {
  profile: Header;
  photoAction?: ReactNode;
  guardianInvolved?: boolean;
  /**
   * Another member's page (docs/product-rules.md §27a): the photo large (or the avatar as large), the member's
   * other photos under it, and `details` (last active, the fit both ways) under the buttons.
   */
  photoFirst?: { gallery?: ReactNode; details?: ReactNode };
  children?: ReactNode;
}) {
  const t = useT();
  const hasBadges = profile.badges.length > 0 || guardianInvolved || Boolean(profile.plan);
  return (
    <header className={photoFirst ? "card profile-head profile-head--photo-first" : "card profile-head"}>
      <div className="profile-head__photo">
        {photoFirst ? (
          <MemberPhoto
            image={profile.image}
            afterConnecting={profile.photoAfterConnecting ?? false}
            size={400}
            sizes="(min-width: 48rem) 20rem, 100vw"
            className="profile-head__main-photo"
            first
          />
        ) : (
          <MemberPhoto
            image={profile.image}
            afterConnecting={profile.photoAfterConnecting ?? false}
            size={160}
            className="avatar profile-head__image"
          />
        )}
        {photoAction}
        {photoFirst?.gallery}
      </div>
      <div className="profile-head__text">
        <h1>
          <bdi>{profile.fullName}</bdi>
        </h1>
        {profile.managedBy && <p>{say(t, profile.managedBy)}</p>}
        <p className="profile-head__facts">
          {personLine(
            t("profileHeader.facts", { age: profile.age }),
            profile.shortHeight === null ? null : say(t, profile.shortHeight),
            profile.city,
          )}
        </p>
        {profile.working && <p className="profile-head__facts">{profile.working}</p>}
        {/* The id stays left to right inside an Urdu (right-to-left) page. */}
        <p className="profile-head__id">{withIsolated(t, "profileHeader.memberId", "id", memberCode(profile.unqId))}</p>
        {hasBadges && (
          <ul className="profile-head__badges">
            <ProfileBadgeItems badges={profile.badges} />
            {profile.plan && (
              <li>
                <PlanBadge plan={profile.plan} inline />
              </li>
            )}
            {guardianInvolved && <GuardianBadge />}
          </ul>
        )}
        <BadgeNote />
      </div>
      {children && <div className="profile-actions profile-head__actions">{children}</div>}
      {photoFirst?.details && <div className="profile-head__details">{photoFirst.details}</div>}
    </header>
  );
}

/** Styled as the other badges; the note is the tooltip, and screen readers read it with the badge. */
function GuardianBadge() {
  const t = useT();
  return (
    <li className="badge" title={t("profileHeader.guardianNote")}>
      {t("profileHeader.guardianInvolved")}
      <span className="visually-hidden">{t("profileHeader.guardianNoteSpoken")}</span>
    </li>
  );
}
