import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ProfileDetails } from "~/components/ProfileDetails";
import { getMemberProfile } from "~/domain/profiles.server";
import { requireViewer } from "~/services/auth.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request);
  const profile = getMemberProfile(viewer, params.id ?? "");
  if (!profile) throw new Response("Not Found", { status: 404 });
  return json({ profile }, { headers: { "Cache-Control": "private, no-store" } });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? data.profile.fullName : "Page not found" }];

export default function InnerProfile() {
  const { profile } = useLoaderData<typeof loader>();
  return (
    <div className="page page--narrow">
      <p><Link to="/profilePage">← Back to profiles</Link></p>
      <section className="card profile-head">
        <img src={profile.image ?? "/avatar-default.svg"} alt="" width={120} height={120} className="avatar" />
        <div>
          <h1>{profile.fullName}</h1>
          <p>MMR00{profile.unqId} · {profile.working} · {profile.city}</p>
          {profile.Verified && <p className="badge">Verified</p>}
        </div>
      </section>
      {!profile.connected && (
        <p className="field__hint">Phone and email are shown once you are connected.</p>
      )}
      <section className="card" aria-labelledby="details-heading">
        <h2 id="details-heading">Details</h2>
        <ProfileDetails profile={profile} />
      </section>
    </div>
  );
}
