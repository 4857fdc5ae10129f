import { data, Link, useLoaderData } from "react-router";
import { ProfileHeader } from "~/components/ProfileHeader";
import { ProfileSections } from "~/components/ProfileSections";
import { useT } from "~/components/translate";
import { firstName } from "~/domain/accounts/member";
import { hasActiveGuardian } from "~/domain/family/guardian-reach.server";
import { guardianProfileView, type GuardianProfileView } from "~/web/guardian-profile.server";
import { profileHeaderFacts, profileSectionRows } from "~/web/profile-page-data.server";
import { requireGuardianAccess } from "~/web/guardian-session.server";
import { pageI18n } from "~/web/language.server";
import type { Route } from "./+types/guardian.$memberId_.profile.$profileId";

// A profile on the guardian's page, read-only (docs/product-rules.md §32): what the member may see of the person,
// without contact details and without a button (no Connect, Message or Save: a guardian acts only where the
// member allows, on the guardian's page). Someone not on the guardian's page, or a guardian without access to
// the member, gets 404.

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? loaderData.profile.fullName : "Page not found" },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  const access = await requireGuardianAccess(request, params.memberId);
  const profile = guardianProfileView(access, params.profileId ?? "");
  if (!profile) throw new Response("Not Found", { status: 404 });
  return data(
    {
      memberId: access.member.publicId,
      name: firstName(access.member.fullName),
      profile,
      sections: profileSectionRows(profile),
      headerFacts: profileHeaderFacts(profile),
      guardianInvolved: hasActiveGuardian(profile.unqId),
      i18n: await pageI18n(request, "profiles", "options", "family"),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** How the person stands with the member, from the member's side; nothing for a state the page does not list. */
const STANDING: Partial<Record<GuardianProfileView["standing"], string>> = {
  received: "guardianProfile.received",
  sent: "guardianProfile.sent",
  connected: "guardianProfile.connected",
  "declined-by-them": "guardianProfile.declinedByThem",
};

export default function GuardianProfile() {
  const { memberId, name, profile, sections, headerFacts, guardianInvolved } = useLoaderData<typeof loader>();
  const t = useT();
  const standing = STANDING[profile.standing];
  return (
    <div className="page page--profile">
      <p>
        <Link to={`/guardian/${memberId}`} className="back-link">
          {t("guardianProfile.back", { name })}
        </Link>
      </p>
      <p className="notice" role="note">
        <strong>{t("guardianProfile.readOnly", { name })}</strong>
        {standing && <> {t(standing, { name })}</>}
      </p>
      <ProfileHeader profile={{ ...profile, ...headerFacts }} guardianInvolved={guardianInvolved} />
      <ProfileSections sections={sections} contactNote={t("guardianProfile.noContact", { name })} />
    </div>
  );
}
