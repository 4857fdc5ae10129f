import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Pager } from "~/components/Pager";
import { ProfileCardGrid } from "~/components/ProfileCard";
import { ShortlistNav } from "~/components/ShortlistNav";
import { whoShortlisted } from "~/domain/shortlisted-me.server";
import { pageNumber } from "~/forms/paging";
import { requireViewer } from "~/web/auth.server";

export const meta: MetaFunction = () => [{ title: "Who shortlisted you" }];

// Who saved me to their shortlist (docs/product-rules.md §35): the cards with Premium or Elite; Basic sees
// how many, and an honest word on what Premium would show.
export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request);
  const page = pageNumber(new URL(request.url).searchParams.get("page"));
  return json({ ...whoShortlisted(viewer, page), page }, { headers: { "Cache-Control": "private, no-store" } });
}

const members = (n: number) => (n === 1 ? "1 member has" : `${n} members have`);

export default function ShortlistedMe() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className="page">
      <h1>Who shortlisted you</h1>
      <ShortlistNav />
      {data.plan === "basic" ? (
        <div className="card upgrade-note">
          <p>{members(data.total)} saved your profile to their shortlist.</p>
          <p>
            Seeing who they are is available with Premium. <Link to="/plans/premium">See the Premium plan</Link>
          </p>
        </div>
      ) : data.cards.length === 0 ? (
        <p className="empty">
          Nobody has saved your profile yet. <Link to="/matches">Browse your matches</Link> and send a request to the
          ones you like.
        </p>
      ) : (
        <>
          <p>{members(data.total)} saved your profile to their shortlist.</p>
          <ProfileCardGrid cards={data.cards} />
          <Pager
            page={data.page}
            pages={data.pages}
            hrefFor={(n) => `?page=${n}`}
            summary={`${data.total} members · page ${data.page} of ${data.pages}`}
          />
        </>
      )}
    </div>
  );
}
