import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Pager } from "~/components/Pager";
import { ProfileCardGrid } from "~/components/ProfileCard";
import { RemoveFromShortlist } from "~/components/SaveButton";
import { ShortlistNav } from "~/components/ShortlistNav";
import { listShortlist, removeFromShortlist, saveToShortlist } from "~/domain/shortlist.server";
import { pageNumber } from "~/forms/paging";
import { requireViewer, safeRedirect } from "~/web/auth.server";
import { redirectWithFlash } from "~/web/flash.server";
import { answerRefusals } from "~/web/form-reply.server";
import { readForm } from "~/web/request-body.server";

export const meta: MetaFunction = () => [{ title: "My shortlist" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request);
  const page = pageNumber(new URL(request.url).searchParams.get("page"));
  return json({ ...listShortlist(viewer, page), page }, { headers: { "Cache-Control": "private, no-store" } });
}

const CHANGES = {
  save: { run: saveToShortlist, done: "Saved to your shortlist" },
  unsave: { run: removeFromShortlist, done: "Removed from your shortlist" },
} as const;

/** Save and Remove from any page (SaveButton): back to that page with a message, or the refusal with its status. */
export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  if (intent !== "save" && intent !== "unsave") return json({ error: "Something went wrong!" }, { status: 400 });
  return answerRefusals(
    async () => {
      CHANGES[intent].run(viewer, String(form.get("memberId") ?? ""));
      const back = safeRedirect(form.get("returnTo"), "/shortlist");
      return redirectWithFlash(back, { type: "success", message: CHANGES[intent].done });
    },
    (error) => ({ error: error.message }),
  );
}

export default function Shortlist() {
  const { cards, total, pages, page } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <div className="page">
      <h1>My shortlist</h1>
      <ShortlistNav />
      {/* Honest about §35: a Premium or Elite member you save sees that you saved them, never your list. */}
      <p className="field__hint">
        Only you can see your shortlist. A member you save who has Premium or Elite can see that you saved them.
      </p>
      {failed?.error && (
        <p className="form-error" role="alert">
          {failed.error}
        </p>
      )}
      {cards.length === 0 ? (
        <p className="empty">
          No saved profiles yet. <Link to="/profilePage">Search profiles</Link> and press Save on the ones you like.
        </p>
      ) : (
        <ProfileCardGrid
          cards={cards}
          action={(card) => <RemoveFromShortlist memberId={card.publicId} name={card.fullName} />}
        />
      )}
      <Pager
        page={page}
        pages={pages}
        hrefFor={(n) => `?page=${n}`}
        summary={`${total} saved · page ${page} of ${pages}`}
      />
    </div>
  );
}
