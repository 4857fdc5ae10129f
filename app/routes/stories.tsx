import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Pager } from "~/components/Pager";
import { StoryList } from "~/components/StoryCard";
import { publishedStories } from "~/domain/story-lists.server";
import { pageNumber } from "~/forms/paging";

// Couples who met here, as the administrators published their stories (docs/product-rules.md §34), newest
// first, ten a page. Anyone may read them; the root's caching rule applies (revalidated on each visit, so a
// story taken down is gone at once).

export const meta: MetaFunction = () => [
  { title: "Success stories" },
  { name: "description", content: "Couples from our community who met here, in their own words." },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const page = pageNumber(new URL(request.url).searchParams.get("page"));
  return json({ page, ...publishedStories(page) });
}

export default function Stories() {
  const { page, pages, total, stories } = useLoaderData<typeof loader>();
  return (
    <div className="page page--narrow">
      <h1>Success stories</h1>
      {total === 0 ? (
        <p className="empty">
          No stories yet. When couples who met here share theirs, you will read them on this page.{" "}
          <Link to="/profilePage">Browse profiles</Link>
        </p>
      ) : stories.length === 0 ? (
        <p className="empty">
          There is no page {page}. <Link to="/stories">Go to the newest stories</Link>
        </p>
      ) : (
        <StoryList stories={stories} heading="h2" />
      )}
      <Pager
        page={page}
        pages={pages}
        hrefFor={(n) => (n === 1 ? "/stories" : `/stories?page=${n}`)}
        summary={`${total} ${total === 1 ? "story" : "stories"} · page ${page} of ${pages}`}
      />
    </div>
  );
}
