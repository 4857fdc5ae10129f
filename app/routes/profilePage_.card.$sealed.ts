import { redirect } from "react-router";
import { memberOfSealedCard } from "~/domain/listing/visitor-cards.server";
import { getMemberProfile } from "~/domain/profiles/profiles.server";
import { requireViewer } from "~/web/auth.server";
import type { Route } from "./+types/profilePage_.card.$sealed";

// Where a visitor's card leads once they log in (docs/product-rules.md §2): the card's sealed way names the
// member only to the server. Not signed in: the login, which comes back here. Signed in: that member's profile,
// or the listing when the way is not one this site sealed or the profile is not one this member may open (the
// same gender, hidden, blocked or gone since).
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const publicId = memberOfSealedCard(params.sealed);
  const opens = publicId !== null && getMemberProfile(viewer, publicId) !== null;
  return redirect(opens ? `/InnerProfile/${publicId}` : "/profilePage");
}
