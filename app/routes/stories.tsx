import { data, Link, useLoaderData } from "react-router";
import { Pager } from "~/components/Pager";
import { StoryList } from "~/components/StoryCard";
import { matchesT, useT } from "~/components/translate";
import { publishedStories } from "~/domain/site/story-lists.server";
import { pageNumber } from "~/forms/paging";
import { pageI18n } from "~/web/language.server";
import type { Route } from "./+types/stories";
import { pageUrl } from "~/web/page-url.server";

// Couples who met here, as the administrators published their stories (docs/product-rules.md §34), newest
// first, ten a page. Anyone may read them; the root's caching rule applies (revalidated on each visit, so a
// story taken down is gone at once). The stories themselves are shown as their administrators wrote them.

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = matchesT(matches);
  return [{ title: t("stories.title") }, { name: "description", content: t("stories.description") }];
};

export async function loader({ request }: Route.LoaderArgs) {
  const page = pageNumber(pageUrl(request).searchParams.get("page"));
  // The pager's own words are in "profiles".
  return data({ page, ...publishedStories(page), i18n: await pageI18n(request, "pages/stories", "profiles/pager") });
}

export default function Stories() {
  const { page, pages, total, stories } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="page page--narrow">
      <h1>{t("stories.title")}</h1>
      {total === 0 ? (
        <p className="empty">
          {t("stories.none")} <Link to="/profilePage">{t("stories.browse")}</Link>
        </p>
      ) : stories.length === 0 ? (
        <p className="empty">
          {t("stories.noPage", { page })} <Link to="/stories">{t("stories.newest")}</Link>
        </p>
      ) : (
        <StoryList stories={stories} heading="h2" />
      )}
      <Pager
        page={page}
        pages={pages}
        hrefFor={(n) => (n === 1 ? "/stories" : `/stories?page=${n}`)}
        summary={t("stories.summary", { count: total, page, pages })}
      />
    </div>
  );
}
