import { data, Link, useActionData, useLoaderData } from "react-router";
import { Pager } from "~/components/Pager";
import { ProfileCardGrid } from "~/components/ProfileCard";
import { RemoveFromShortlist } from "~/components/SaveButton";
import { ShortlistNav } from "~/components/ShortlistNav";
import { matchesT, useT } from "~/components/translate";
import { listShortlist, removeFromShortlist, saveToShortlist } from "~/domain/listing/shortlist.server";
import { pageNumber } from "~/forms/paging";
import { requireViewer, safeRedirect } from "~/web/auth.server";
import { redirectWithFlash } from "~/web/flash.server";
import { refusingForm, unknownForm } from "~/web/form-reply.server";
import { pageI18n, requestLanguage } from "~/web/language.server";
import { readForm } from "~/web/request-body.server";
import type { Route } from "./+types/shortlist";
import { pageUrl } from "~/web/page-url.server";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: matchesT(matches)("shortlist.title") }];

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  await requestLanguage(request, viewer);
  const page = pageNumber(pageUrl(request).searchParams.get("page"));
  return data(
    { ...listShortlist(viewer, page), page, i18n: await pageI18n(request, "profiles", "options") },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

const CHANGES = {
  save: { run: saveToShortlist, done: "Saved to your shortlist" },
  unsave: { run: removeFromShortlist, done: "Removed from your shortlist" },
} as const;

/** Save and Remove from any page (SaveButton): back to that page with a message, or the refusal with its status. */
export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  // Refusals come in English from the domain (the API keeps it); the page shows them in the reader's language.
  const language = await requestLanguage(request, viewer);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  if (intent !== "save" && intent !== "unsave") {
    return unknownForm(language);
  }
  return refusingForm(language, async () => {
    CHANGES[intent].run(viewer, String(form.get("memberId") ?? ""));
    const back = safeRedirect(form.get("returnTo"), "/shortlist");
    return redirectWithFlash(back, { type: "success", message: CHANGES[intent].done });
  });
}

export default function Shortlist() {
  const { cards, total, pages, page } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const t = useT();
  // "Search profiles" is a link inside the sentence; {{link}} marks its place.
  const [beforeLink, ...afterLink] = t("shortlist.empty", { link: "{{link}}" }).split("{{link}}");
  return (
    <div className="page">
      <h1>{t("shortlist.title")}</h1>
      <ShortlistNav />
      {/* Honest about §35: a Premium or Elite member you save sees that you saved them, never your list. */}
      <p className="field__hint">{t("shortlist.private")}</p>
      {failed?.error && (
        <p className="form-error" role="alert">
          {failed.error}
        </p>
      )}
      {cards.length === 0 ? (
        <p className="empty">
          {beforeLink}
          <Link to="/profilePage">{t("shortlist.searchProfiles")}</Link>
          {afterLink.join("")}
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
        summary={t("shortlist.summary", { total, page, pages })}
      />
    </div>
  );
}
