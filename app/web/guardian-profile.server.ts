import { isOnGuardiansPage, logProfileViewed } from "~/domain/family/guardian-profiles.server";
import type { GuardianAccess } from "~/domain/family/guardian-access.server";
import { memberByPublicId } from "~/domain/accounts/member-lookup.server";
import { visitorsPhotoOf } from "~/domain/profiles/photo-access.server";
import { getMemberProfile } from "~/domain/profiles/profiles.server";

// A profile on the guardian's page as the guardian sees it (docs/product-rules.md §32): who may be opened is the
// family area's rule (isOnGuardiansPage), what the member may see of them the profiles area's (getMemberProfile:
// blocks, hiding and approval as for the member). Left out is what is the member's alone: contact details
// (phone, e-mail, address, date of birth, contact person; a connection's phone and e-mail are on the guardian's
// page already, §32), and the photo unless a visitor would see it (a guardian is not a member, §27).

/** The profile, or null when the guardian may not open it (the page answers 404). Logged for the member. */
export function guardianProfileView(access: GuardianAccess, publicId: string) {
  const other = memberByPublicId(publicId);
  if (!other || !isOnGuardiansPage(access, other.unqId)) return null;
  const profile = getMemberProfile(access.member, publicId);
  if (!profile) return null;
  logProfileViewed(access, profile);
  const { pairState, connections: _connections, ...shown } = profile;
  return {
    ...shown,
    image: visitorsPhotoOf(profile.unqId),
    photoAfterConnecting: false,
    // Empty: the Contact section then lists nothing (filledRows leaves empty values out).
    phone: "",
    email: "",
    contactName: null,
    area: null,
    pin: null,
    dob: null,
    // How the person stands with the member, for the page's line about it.
    standing: pairState.kind,
  };
}

export type GuardianProfileView = NonNullable<ReturnType<typeof guardianProfileView>>;
