import { Link, useActionData, useLoaderData, useLocation } from "react-router";
import { lazy, Suspense } from "react";
import { ConnectButton } from "~/components/ConnectButton";
import { deferUntilInteraction } from "~/components/deferUntilInteraction";
import { ProfileSections } from "~/components/ProfileSections";
import { SaveButton } from "~/components/SaveButton";
import { LastActiveLine } from "~/components/LastActiveLine";
import { ProfileHeader } from "~/components/ProfileHeader";
import { SafetyLink } from "~/components/SafetyLink";
import { useT } from "~/components/translate";
import { innerProfileAction, innerProfileLoader } from "./page.server";
import type { Route } from "./+types/route";

// The loader and action live in one server module: the browser build turns each server module a route imports
// into an empty script of its own, ten of them here (page weight, issue 19).
export const loader = innerProfileLoader;
export const action = innerProfileAction;

// Shown only for a photo kept to connections (docs/product-rules.md §27): loaded on demand (React.lazy; the
// server renders it in full), out of other profiles' first visit (page weight, issue 19).
const RequestPhotoButton = lazy(() =>
  import("~/components/RequestPhotoButton").then((m) => ({ default: m.RequestPhotoButton })),
);

// The other photos and how the two members fit (docs/product-rules.md §27a) come on demand too: the server renders
// them in full, and the first visit's script stays within its budget (README, "Page weight").
const ProfileGallery = lazy(() => import("~/components/ProfileGallery").then((m) => ({ default: m.ProfileGallery })));
const ProfileFit = lazy(() => import("~/components/ProfileFit").then((m) => ({ default: m.ProfileFit })));

// Block and report sit closed at the foot of the page and work as plain forms until their code arrives on the first
// touch (decision 006), out of the first visit's script (page weight budget, issue 18).
const BlockMemberForm = deferUntilInteraction(() =>
  import("~/components/BlockMemberForm").then((m) => m.BlockMemberForm),
);
const ReportMemberForm = deferUntilInteraction(() =>
  import("~/components/ReportMemberForm").then((m) => m.ReportMemberForm),
);

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: data ? data.profile.fullName : "Page not found" },
];

export default function InnerProfile() {
  const { profile, sections, headerFacts, saved, photoRequested, guardianInvolved, photos, lastActive, fit } =
    useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const { pathname } = useLocation();
  const t = useT();
  return (
    <div className="page page--profile">
      <p>
        <Link to="/profilePage">{t("innerProfile.back")}</Link>
      </p>
      <ProfileHeader
        profile={{ ...profile, ...headerFacts }}
        guardianInvolved={guardianInvolved}
        photoFirst={{
          gallery: photos.length > 0 && (
            <Suspense fallback={null}>
              <ProfileGallery photos={photos} />
            </Suspense>
          ),
          details: (
            <>
              <LastActiveLine shown={lastActive} />
              {fit && (
                <Suspense fallback={null}>
                  <ProfileFit reasons={fit} gender={profile.gender} />
                </Suspense>
              )}
            </>
          ),
        }}
        photoAction={
          profile.photoAfterConnecting && (
            <Suspense fallback={null}>
              <RequestPhotoButton action={pathname} requested={photoRequested} />
            </Suspense>
          )
        }
      >
        <ConnectButton state={profile.pairState} action={pathname} error={failed?.error} />
        <SaveButton memberId={profile.publicId} name={profile.fullName} saved={saved} />
        <Link to={`/profile/${profile.publicId}/biodata`} className="button button--outline">
          {t("biodata.open")}
        </Link>
        {profile.pairState.kind === "connected" && profile.pairState.connectionId && (
          <Link to={`/messages/${profile.pairState.connectionId}#newest`} className="button button--outline">
            {t("innerProfile.sendMessage")}
          </Link>
        )}
      </ProfileHeader>
      <ProfileSections sections={sections} withheldBy={profile.connected ? undefined : profile.pairState} />
      <SafetyLink />
      <BlockMemberForm memberId={profile.publicId} name={profile.fullName} />
      <ReportMemberForm memberId={profile.publicId} name={profile.fullName} />
    </div>
  );
}
