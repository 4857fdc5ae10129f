import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { communityFigures } from "~/domain/listing/community-figures.server";
import { listIncomingRequests } from "~/domain/connections/connection-lists.server";
import { listMatches } from "~/domain/matching/matching.server";
import { pendingPhotoRequestCount } from "~/domain/profiles/photo-requests.server";
import { profileCompleteness } from "~/domain/profiles/profile-completeness.server";
import { subscribeToNewsletter } from "~/domain/mail/newsletter.server";
import { latestStories } from "~/domain/site/story-lists.server";
import { getViewer } from "~/web/auth.server";
import { redirectWithFlash } from "~/web/flash.server";
import { pageI18n, requestLanguage } from "~/web/language.server";
import { MATCH_LIST_WORDS } from "~/web/card-words.server";
import { readForm } from "~/web/request-body.server";
import { firstName, type Viewer } from "~/domain/accounts/member";
import { isHoneypotFilled } from "~/forms/honeypot";
import { formRefusal } from "~/web/form-reply.server";
import { newsletterSchema } from "~/forms/newsletter";
import { savedAmong } from "~/domain/listing/shortlist.server";
import { cardPairs } from "~/web/card-pairs.server";

// The home page's loader and the newsletter form's action (docs/product-rules.md §36).

const SUBSCRIBED = "Thank you for subscribing!";

/** A few of each on a member's home page; their own pages list the rest. */
/** The home page's own words for anyone (pages.json areas). */
const VISITOR_HOME = [
  "pages/home",
  "pages/newsletter",
  "pages/figures",
  "pages/promises",
  "pages/stories",
  "pages/plans",
  "pages/planCard",
] as const;

const MATCHES_ON_HOME = 4;
const SENDERS_ON_HOME = 3;

function incomplete(completeness: ReturnType<typeof profileCompleteness>) {
  return completeness && completeness.percent < 100 ? completeness : null;
}

/** What a signed-in member sees first (issue 19): requests waiting for them and their best matches. */
function memberHome(viewer: Viewer) {
  const { matches, total, preferencesSet } = listMatches(viewer, 1, MATCHES_ON_HOME);
  const { requests, total: pending } = listIncomingRequests(viewer.unqId);
  const senders = requests
    .slice(0, SENDERS_ON_HOME)
    .map((request) => ({ requestId: request.id, fullName: request.sender.fullName }));
  return {
    firstName: firstName(viewer.fullName),
    matches,
    // The cards' Save and Connect, as on /matches (issue 40): a query each for the few cards.
    choices: { saved: savedAmong(viewer, matches), pairs: cardPairs(viewer, matches) },
    matchTotal: total,
    preferencesSet,
    pending,
    senders,
    // Members waiting to see the photo kept to connections (§27): answered on /settings, reminded of here.
    photoRequests: pendingPhotoRequestCount(viewer.unqId),
    // The meter and what is missing (§36), until the profile is complete.
    completeness: incomplete(profileCompleteness(viewer.unqId)),
  };
}

/**
 * The live figures, the newest published success stories (docs/product-rules.md §34; none, no section) and,
 * for a member (not an administrator, who has no matches), their own corner of the site.
 */
export async function homeLoader({ request }: LoaderFunctionArgs) {
  const viewer = await getViewer(request);
  const member = viewer?.role === "member" ? memberHome(viewer) : null;
  return data({
    figures: communityFigures(),
    stories: latestStories(),
    member,
    // A member's home shows their matches as cards (MatchList) and how complete their profile is; a visitor's, the
    // pitch, the figures, the promises, the stories and the plans.
    i18n: member
      ? await pageI18n(request, ...VISITOR_HOME, "pages/memberHome", "member/completeness", ...MATCH_LIST_WORDS)
      : await pageI18n(request, ...VISITOR_HOME),
  });
}

export async function homeAction({ request }: ActionFunctionArgs) {
  const formData = await readForm(request);
  // One field and no validation in the browser: plain zod here keeps Conform
  // (about 8 KB gzip) out of the home page's JavaScript.
  const parsed = newsletterSchema.safeParse({ email: formData.get("email") });
  if (!parsed.success)
    return formRefusal(await requestLanguage(request), parsed.error.issues[0]?.message ?? "Invalid email address");
  // A bot gets the same thanks, so it learns nothing; nothing is stored.
  if (!isHoneypotFilled(formData)) subscribeToNewsletter(parsed.data.email);
  return redirectWithFlash("/#newsletter", { type: "success", message: SUBSCRIBED });
}
