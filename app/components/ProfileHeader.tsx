import type { ReactNode } from "react";
import { MemberPhoto } from "./MemberPhoto";
import { PlanBadge } from "./PlanBadge";
import type { PaidPlan } from "~/forms/plans";
import { memberCode } from "~/forms/member-id";
import { managedByLine, type Relation } from "~/forms/family-options";

type Header = {
  image: string | null;
  photoAfterConnecting?: boolean;
  fullName: string;
  unqId: number;
  working: string;
  city: string;
  verified: boolean;
  gender: "Male" | "Female";
  contactRelation: Relation | null;
  /** The paid plan in force (docs/product-rules.md §35), for its badge; null or absent is Basic. */
  plan?: PaidPlan | null;
};

/**
 * A profile page's header: photo (with what the viewer can do about it, `photoAction`), name (the page's h1),
 * who manages the profile when it is not the member (docs/product-rules.md §31), member id, work and city,
 * the verified badge, a paid plan's badge (§35), and "Guardian involved" while a guardian has access (§32).
 */
export function ProfileHeader({
  profile,
  photoAction,
  guardianInvolved = false,
}: {
  profile: Header;
  photoAction?: ReactNode;
  guardianInvolved?: boolean;
}) {
  return (
    <section className="card profile-head">
      <div className="profile-head__photo">
        <MemberPhoto
          image={profile.image}
          afterConnecting={profile.photoAfterConnecting ?? false}
          size={120}
          className="avatar"
        />
        {photoAction}
      </div>
      <div>
        <h1>{profile.fullName}</h1>
        {profile.contactRelation && <p>{managedByLine(profile.gender, profile.contactRelation)}</p>}
        <p>
          {memberCode(profile.unqId)} · {profile.working} · {profile.city}
        </p>
        {profile.verified && <p className="badge">Verified</p>}
        <PlanBadge plan={profile.plan} />
        {guardianInvolved && <GuardianBadge />}
      </div>
    </section>
  );
}

const GUARDIAN_NOTE = "A guardian from the family takes part in this search";

/** Styled as Verified; the note is the tooltip, and screen readers read it with the badge. */
function GuardianBadge() {
  return (
    <p className="badge" title={GUARDIAN_NOTE}>
      Guardian involved<span className="visually-hidden">: {GUARDIAN_NOTE.toLowerCase()}.</span>
    </p>
  );
}
