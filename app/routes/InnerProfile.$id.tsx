import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { BlockMemberForm } from "~/components/BlockMemberForm";
import { ConnectButton } from "~/components/ConnectButton";
import { ProfileSections } from "~/components/ProfileSections";
import { profileHeaderFacts, profileSectionRows } from "~/components/profile-page-data.server";
import { SaveButton } from "~/components/SaveButton";
import { answerConnectionRequest, sendConnectionRequest } from "~/domain/connections.server";
import { hasRequestedPhoto, requestPhoto } from "~/domain/photo-requests.server";
import { hasActiveGuardian } from "~/domain/guardian-reach.server";
import { getMemberProfile } from "~/domain/profiles.server";
import { savedAmong } from "~/domain/shortlist.server";
import { requireViewer } from "~/web/auth.server";
import { redirectWithFlash } from "~/web/flash.server";
import { answerRefusals } from "~/web/form-reply.server";
import { readForm } from "~/web/request-body.server";
import { ProfileHeader } from "~/components/ProfileHeader";
import { ReportMemberForm } from "~/components/ReportMemberForm";
import { SafetyLink } from "~/components/SafetyLink";

// Shown only for a photo kept to connections (docs/product-rules.md §27): loaded on demand (React.lazy; the
// server renders it in full), out of other profiles' first visit (page weight, issue 19).
const RequestPhotoButton = lazy(() =>
  import("~/components/RequestPhotoButton").then((m) => ({ default: m.RequestPhotoButton })),
);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request);
  const profile = getMemberProfile(viewer, params.id ?? "");
  if (!profile) throw new Response("Not Found", { status: 404 });
  const saved = savedAmong(viewer, [profile]).length > 0;
  // Whether this member already asked for the photo kept to connections (docs/product-rules.md §27).
  const photoRequested = profile.photoAfterConnecting && hasRequestedPhoto(viewer.unqId, profile.unqId);
  // "Guardian involved" (docs/product-rules.md §32): one read of the guardians' member index.
  const guardianInvolved = hasActiveGuardian(profile.unqId);
  return json(
    {
      profile,
      sections: profileSectionRows(profile),
      headerFacts: profileHeaderFacts(profile),
      saved,
      photoRequested,
      guardianInvolved,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

const MESSAGES = {
  connect: "Connection request sent successfully!",
  accept: "Connection request accepted.",
  "request-photo": "Photo request sent.",
} as const;

export async function action({ request, params }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent !== "connect" && intent !== "accept" && intent !== "request-photo") {
    return json({ error: "Something went wrong!" }, { status: 400 });
  }
  return answerRefusals(
    async () => {
      if (intent === "connect") await sendConnectionRequest(viewer, params.id ?? "");
      else if (intent === "request-photo") requestPhoto(viewer, params.id ?? "");
      else await answerConnectionRequest(viewer, String(form.get("requestId") ?? ""), "accept");
      return redirectWithFlash(new URL(request.url).pathname, { type: "success", message: MESSAGES[intent] });
    },
    (error) => ({ error: error.message }),
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? data.profile.fullName : "Page not found" },
];

export default function InnerProfile() {
  const { profile, sections, headerFacts, saved, photoRequested, guardianInvolved } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const { pathname } = useLocation();
  return (
    <div className="page page--profile">
      <p>
        <Link to="/profilePage">← Back to profiles</Link>
      </p>
      <ProfileHeader
        profile={{ ...profile, ...headerFacts }}
        guardianInvolved={guardianInvolved}
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
        {profile.pairState.kind === "connected" && profile.pairState.connectionId && (
          <Link to={`/messages/${profile.pairState.connectionId}`} className="button button--outline">
            Send a message
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
