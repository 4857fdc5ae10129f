import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { getOwnProfile } from "~/domain/profiles.server";
import { MARITAL_LABELS } from "~/forms/profile";
import { requireViewer } from "~/services/auth.server";

export const meta: MetaFunction = () => [{ title: "My profile" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request);
  const profile = getOwnProfile(viewer.unqId)!;
  return json({ profile }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function UserProfile() {
  const { profile } = useLoaderData<typeof loader>();
  const details: [string, string | number | null][] = [
    ["User ID", `MMR00${profile.unqId}`],
    ["Age", profile.age],
    ["Gender", profile.gender],
    ["Date of birth", profile.dob],
    ["Height", profile.height],
    ["Marital status", MARITAL_LABELS[profile.maritalstatus]],
    ["Father's name", profile.fatherName],
    ["Mother's name", profile.motherName],
    ["Grandfather's name", profile.GrandFatherName],
    ["Family head", `${profile.FamilyHead} (${profile.FamilyHeadOccupation})`],
    ["Brothers", profile.siblings],
    ["Sisters", profile.Sistersiblings],
    ["Pehchan", profile.pehchan],
    ["Education", profile.education],
    ["Annual income", profile.annualIncome ? `₹${profile.annualIncome}` : null],
    ["House", profile.house],
    ["Phone", profile.phone],
    ["Email", profile.email],
    ["Address", `${profile.area}, ${profile.city}, ${profile.state} ${profile.pin}, ${profile.country}`],
    ["Wedding budget", profile.weddingBudget ? `₹${profile.weddingBudget}` : null],
    ["Wedding style", profile.weddingStyle],
  ];
  return (
    <div className="page page--narrow">
      <section className="card profile-head">
        <img src={profile.image ?? "/avatar-default.svg"} alt="" width={120} height={120} className="avatar" />
        <div>
          <h1>{profile.fullName}</h1>
          <p>
            {profile.working} · {profile.city}
          </p>
          {profile.Verified && <p className="badge">Verified</p>}
        </div>
      </section>
      <div className="profile-actions">
        <Form method="post" action="/logout">
          <button type="submit" className="button button--outline">
            Log Out
          </button>
        </Form>
      </div>
      <section className="card" aria-labelledby="details-heading">
        <h2 id="details-heading">Details</h2>
        <dl className="details">
          {details
            .filter(([, value]) => value !== null && value !== "")
            .map(([label, value]) => (
              <div key={label} className="details__row">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
      </section>
    </div>
  );
}
