import type { ReactNode } from "react";
import { MemberPhoto } from "./MemberPhoto";
import { memberCode } from "~/forms/member-id";

type Header = {
  image: string | null;
  photoAfterConnecting?: boolean;
  fullName: string;
  unqId: number;
  working: string;
  city: string;
  verified: boolean;
};

/**
 * A profile page's header: photo (with what the viewer can do about it, `photoAction`), name (the page's h1),
 * member id, work and city, the verified badge.
 */
export function ProfileHeader({ profile, photoAction }: { profile: Header; photoAction?: ReactNode }) {
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
        <p>
          {memberCode(profile.unqId)} · {profile.working} · {profile.city}
        </p>
        {profile.verified && <p className="badge">Verified</p>}
      </div>
    </section>
  );
}
