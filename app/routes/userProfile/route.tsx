import { Form, Link, useLoaderData } from "react-router";
import { lazy, Suspense } from "react";
import { DEFAULT_AVATAR } from "~/forms/default-avatar";
import { ApprovalNotice } from "~/components/ApprovalNotice";
import { deferUntilInteraction } from "~/components/deferUntilInteraction";
import { ProfileCompleteness } from "~/components/ProfileCompleteness";
import { ProfileHeader } from "~/components/ProfileHeader";
import { ProfileSections } from "~/components/ProfileSections";
import { SafetyLink } from "~/components/SafetyLink";
import { matchesT, useT } from "~/components/translate";
import { YourPlan } from "~/components/YourPlan";
import { userProfileAction, userProfileLoader } from "./page.server";
import type { Route } from "./+types/route";

// Only a profile a relative made, until its candidate confirms it (§31a): its code comes when it is shown (the
// server renders it in full), out of every other member's first visit (README, "Page weight").
const CandidateWaiting = lazy(() =>
  import("~/components/CandidateWaiting").then((m) => ({ default: m.CandidateWaiting })),
);

export const loader = userProfileLoader;
export const action = userProfileAction;

// The edit dialog validates in the browser with Conform, whose code loads on the first touch; so does the delete
// form at the foot of the page, a plain form until then (decision 006; page weight budget, issue 18).
const EditProfileDialog = deferUntilInteraction(() =>
  import("~/components/EditProfileDialog").then((m) => m.EditProfileDialog),
);
const DeleteAccountForm = deferUntilInteraction(() =>
  import("~/components/DeleteAccountForm").then((m) => m.DeleteAccountForm),
);

export const meta: Route.MetaFunction = ({ matches }) => [{ title: matchesT(matches)("userProfile.title") }];

export default function UserProfile() {
  const {
    profile,
    approval,
    candidate,
    editing,
    values,
    guardianInvolved,
    completeness,
    sections,
    headerFacts,
    badges,
    yourPlan,
  } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="page page--profile">
      <ProfileHeader
        profile={{ ...profile, ...headerFacts, badges, plan: yourPlan.plan === "basic" ? null : yourPlan.plan }}
        guardianInvolved={guardianInvolved}
      >
        <OwnProfileActions />
      </ProfileHeader>
      {candidate && (
        <Suspense fallback={null}>
          <CandidateWaiting candidate={candidate} />
        </Suspense>
      )}
      <ApprovalNotice approval={approval} />
      {completeness && <ProfileCompleteness completeness={completeness} />}
      <YourPlan plan={yourPlan} />
      {profile.hidden && (
        // docs/product-rules.md §28: a hidden member should never wonder why nobody new finds them.
        <Form method="post" action="/settings" className="hidden-notice card">
          <p>{t("userProfile.hiddenNotice")}</p>
          <input type="hidden" name="returnTo" value="/userProfile" />
          <button type="submit" name="intent" value="unhide" className="button button--small">
            {t("userProfile.unhide")}
          </button>
        </Form>
      )}
      <ProfileSections sections={sections} />
      <SafetyLink />
      <DeleteAccountForm />
      {editing && values && <EditProfileDialog values={values} currentSrc={profile.image ?? DEFAULT_AVATAR} />}
    </div>
  );
}

/** Where the member's own page leads besides Edit Profile (docs/product-rules.md §2 Own profile, §27a, §28, §32). */
const OWN_LINKS = [
  ["/connectionReq", "userProfile.connectionRequests"],
  ["/myConnection", "userProfile.myConnections"],
  ["/userProfile/photos", "userProfile.myPhotos"],
  ["/settings", "userProfile.privacySettings"],
  ["/family", "userProfile.family"],
  ["/settings/biodata", "biodata.share"],
] as const;

/** The member's own buttons, in the header. */
function OwnProfileActions() {
  const t = useT();
  return (
    <>
      <Form method="post" action="/logout">
        <button type="submit" className="button button--outline">
          {t("userProfile.logOut")}
        </button>
      </Form>
      <Link to="?edit=1" className="button">
        {t("userProfile.editProfile")}
      </Link>
      {OWN_LINKS.map(([to, key]) => (
        <Link key={to} to={to} className="button button--outline">
          {t(key)}
        </Link>
      ))}
    </>
  );
}
