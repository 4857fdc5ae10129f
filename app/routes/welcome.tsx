import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ProfileCompleteness } from "~/components/ProfileCompleteness";
import { firstName } from "~/domain/member";
import { profileCompleteness } from "~/domain/profile-completeness.server";
import { requireViewer } from "~/web/auth.server";

export const meta: MetaFunction = () => [{ title: "Complete your profile" }];

/**
 * Where a new member lands, signed in, right after signup: how complete the profile is and what to add next
 * (photo, about me, partner preferences …), each a link to where it is filled. An administrator has no
 * member profile to complete: their home is /admin.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request);
  if (viewer.role === "admin") throw redirect("/admin");
  return json(
    { memberFirstName: firstName(viewer.fullName), completeness: profileCompleteness(viewer.unqId)! },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function Welcome() {
  const { memberFirstName, completeness } = useLoaderData<typeof loader>();
  return (
    <div className="page page--narrow stack">
      <h1>Complete your profile</h1>
      <p>
        Welcome, {memberFirstName}. A few more details help the right families find you and trust what they read. Each
        can be added or changed later from <Link to="/userProfile">My Profile</Link>.
      </p>
      <ProfileCompleteness completeness={completeness} />
      <p>
        <Link to="/matches" className="button button--outline">
          Skip for now: browse your matches
        </Link>
      </p>
    </div>
  );
}
