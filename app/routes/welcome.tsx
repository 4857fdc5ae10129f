import { data, Link, redirect, useLoaderData } from "react-router";
import { CandidateWaiting } from "~/components/CandidateWaiting";
import { ProfileCompleteness } from "~/components/ProfileCompleteness";
import { matchesT, useT } from "~/components/translate";
import { firstName } from "~/domain/accounts/member";
import { profileCompleteness } from "~/domain/profiles/profile-completeness.server";
import { requireViewer } from "~/web/auth.server";
import { waitingCandidateOf } from "~/web/candidate-waiting.server";
import { pageI18n } from "~/web/language.server";
import type { Route } from "./+types/welcome";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: matchesT(matches)("welcome.title") }];

/**
 * Where a new member lands, signed in, right after signup: how complete the profile is and what to add next
 * (photo, about me, partner preferences …), each a link to where it is filled. An administrator has no
 * member profile to complete: their home is /admin. A relative who made the profile reads first that it waits for
 * the person it is for (§31a), so nobody wonders why no one can find it.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  if (viewer.role === "admin") throw redirect("/admin");
  return data(
    {
      memberFirstName: firstName(viewer.fullName),
      completeness: profileCompleteness(viewer.unqId)!,
      candidate: waitingCandidateOf(viewer.unqId, viewer.fullName),
      i18n: await pageI18n(request, "member", "account"),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function Welcome() {
  const { memberFirstName, completeness, candidate } = useLoaderData<typeof loader>();
  const t = useT();
  // The member's name is theirs, never translated.
  const [before, after] = t("welcome.intro", { name: memberFirstName }).split("{{link}}");
  return (
    <div className="page page--narrow stack">
      <h1>{t("welcome.title")}</h1>
      <p>
        {before}
        <Link to="/userProfile">{t("welcome.myProfile")}</Link>
        {after}
      </p>
      {candidate && <CandidateWaiting candidate={candidate} />}
      <ProfileCompleteness completeness={completeness} />
      <p>
        <Link to="/matches" className="button button--outline">
          {t("welcome.skip")}
        </Link>
      </p>
    </div>
  );
}
