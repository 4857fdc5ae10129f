import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { profileHeaderFacts, profileSectionRows } from "~/web/profile-page-data.server";
import { answerConnectionRequest, sendConnectionRequest } from "~/domain/connections/connections.server";
import { lastActiveOf } from "~/domain/accounts/last-active.server";
import { hasActiveGuardian } from "~/domain/family/guardian-reach.server";
import { fitReasons } from "~/domain/matching/fit-reasons.server";
import { extraPhotosOf } from "~/domain/profiles/photo-access.server";
import { hasRequestedPhoto, requestPhoto } from "~/domain/profiles/photo-requests.server";
import { getMemberProfile } from "~/domain/profiles/profiles.server";
import { savedAmong } from "~/domain/listing/shortlist.server";
import { requireViewer } from "~/web/auth.server";
import { redirectWithFlash } from "~/web/flash.server";
import { refusingForm, unknownForm } from "~/web/form-reply.server";
import { pageI18n, requestLanguage } from "~/web/language.server";
import { readForm } from "~/web/request-body.server";
import { pageUrl } from "~/web/page-url.server";

// Another member's profile page, /InnerProfile/:id (docs/product-rules.md §2, §36): its loader and action, in one
// server module so that the route's browser script imports a single empty stand-in for them (page weight).

export async function innerProfileLoader({ request, params }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request);
  // The page's language, chosen with the viewer already read: pageI18n below reuses the choice.
  await requestLanguage(request, viewer);
  const profile = getMemberProfile(viewer, params.id ?? "");
  if (!profile) throw new Response("Not Found", { status: 404 });
  const saved = savedAmong(viewer, [profile]).length > 0;
  // Whether this member already asked for the photo kept to connections (docs/product-rules.md §27).
  const photoRequested = profile.photoAfterConnecting && hasRequestedPhoto(viewer.unqId, profile.unqId);
  // "Guardian involved" (docs/product-rules.md §32): one read of the guardians' member index.
  const guardianInvolved = hasActiveGuardian(profile.unqId);
  // Photo first (docs/product-rules.md §27a): the other photos as the main one's rule allows, when the member was
  // last active (by the day), and the fit both ways with which preferences are met.
  const photos = extraPhotosOf(viewer, profile.unqId);
  const lastActive = lastActiveOf(profile.unqId);
  const fit = fitReasons(viewer.unqId, profile.unqId);
  return data(
    {
      profile,
      sections: profileSectionRows(profile),
      headerFacts: profileHeaderFacts(profile),
      saved,
      photoRequested,
      guardianInvolved,
      photos,
      lastActive,
      fit,
      i18n: await pageI18n(request, "profiles", "options"),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

const MESSAGES = {
  connect: "Connection request sent successfully!",
  accept: "Connection request accepted.",
  "request-photo": "Photo request sent.",
} as const;

export async function innerProfileAction({ request, params }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  // Refusals come in English from the domain (the API keeps it); the page shows them in the reader's language.
  const language = await requestLanguage(request, viewer);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent !== "connect" && intent !== "accept" && intent !== "request-photo") {
    return unknownForm(language);
  }
  return refusingForm(language, async () => {
    if (intent === "connect") await sendConnectionRequest(viewer, params.id ?? "");
    else if (intent === "request-photo") requestPhoto(viewer, params.id ?? "");
    else await answerConnectionRequest(viewer, String(form.get("requestId") ?? ""), "accept");
    return redirectWithFlash(pageUrl(request).pathname, { type: "success", message: MESSAGES[intent] });
  });
}
