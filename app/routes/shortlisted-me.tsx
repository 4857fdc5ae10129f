import { data, Link, useLoaderData } from "react-router";
import { Pager } from "~/components/Pager";
import { ProfileCardGrid } from "~/components/ProfileCard";
import { ShortlistNav } from "~/components/ShortlistNav";
import { matchesT, useT } from "~/components/translate";
import { whoShortlisted } from "~/domain/listing/shortlisted-me.server";
import { pageNumber } from "~/forms/paging";
import { requireViewer } from "~/web/auth.server";
import { pageI18n, requestLanguage } from "~/web/language.server";
import type { Route } from "./+types/shortlisted-me";
import { pageUrl } from "~/web/page-url.server";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: matchesT(matches)("shortlistedMe.title") }];

// Who saved me to their shortlist (docs/product-rules.md §35): the cards with Premium or Elite; Basic sees
// how many, and an honest word on what Premium would show.
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  await requestLanguage(request, viewer);
  const page = pageNumber(pageUrl(request).searchParams.get("page"));
  return data(
    { ...whoShortlisted(viewer, page), page, i18n: await pageI18n(request, "profiles", "options") },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function ShortlistedMe() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  // "Browse your matches" is a link inside the sentence; {{link}} marks its place.
  const [beforeLink, ...afterLink] = t("shortlistedMe.empty", { link: "{{link}}" }).split("{{link}}");
  return (
    <div className="page">
      <h1>{t("shortlistedMe.title")}</h1>
      <ShortlistNav />
      {data.plan === "basic" ? (
        <div className="card upgrade-note">
          <p>{t("shortlistedMe.count", { count: data.total })}</p>
          <p>
            {t("shortlistedMe.premiumOnly")} <Link to="/plans/premium">{t("shortlistedMe.seePremium")}</Link>
          </p>
        </div>
      ) : data.cards.length === 0 ? (
        <p className="empty">
          {beforeLink}
          <Link to="/matches">{t("shortlistedMe.browseMatches")}</Link>
          {afterLink.join("")}
        </p>
      ) : (
        <>
          <p>{t("shortlistedMe.count", { count: data.total })}</p>
          <ProfileCardGrid cards={data.cards} />
          <Pager
            page={data.page}
            pages={data.pages}
            hrefFor={(n) => `?page=${n}`}
            summary={t("shortlistedMe.summary", { total: data.total, page: data.page, pages: data.pages })}
          />
        </>
      )}
    </div>
  );
}
