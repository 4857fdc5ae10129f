import { memberCode } from "~/forms/member-id";

type Header = {
  image: string | null;
  fullName: string;
  unqId: number;
  working: string;
  city: string;
  verified: boolean;
};

/** A profile page's header: photo, name (the page's h1), member id, work and city, the verified badge. */
export function ProfileHeader({ profile }: { profile: Header }) {
  return (
    <section className="card profile-head">
      <img src={profile.image ?? "/avatar-default.svg"} alt="" width={120} height={120} className="avatar" />
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
