import { answerConnectionRequest, sendConnectionRequest } from "~/domain/connections/connections.server";
import { cardAnchor, isPublicId } from "~/forms/member-id";
import { requireViewer, safeRedirect } from "~/web/auth.server";
import { outcomeOf, redirectWithFlash } from "~/web/flash.server";
import { readForm } from "~/web/request-body.server";
import type { Route } from "./+types/connect";

// Connect and Accept on a card of the listing or the matches (docs/product-rules.md §2, §25): the same domain
// functions, so the same rules, as the profile page's button (plan allowance, blocks, hidden profiles, one
// request per pair). Success or refusal, the member comes back to the page they were on, at the card
// (its anchor), with a message; a fetcher follows the same redirect and the page shows the card's new state.

const DONE = {
  connect: "Connection request sent successfully!",
  accept: "Connection request accepted.",
} as const;

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const memberId = String(form.get("memberId") ?? "");
  const back = safeRedirect(form.get("returnTo"), "/profilePage");
  if (intent !== "connect" && intent !== "accept") {
    return redirectWithFlash(back, { type: "error", message: "Something went wrong!" });
  }
  const flash = await outcomeOf(
    () =>
      intent === "connect"
        ? sendConnectionRequest(viewer, memberId)
        : answerConnectionRequest(viewer, String(form.get("requestId") ?? ""), "accept"),
    DONE[intent],
  );
  // The card's anchor (ProfileCard's id): without JavaScript the page comes back scrolled to it.
  const anchor = isPublicId(memberId) ? `#${cardAnchor(memberId)}` : "";
  return redirectWithFlash(`${back}${anchor}`, flash);
}
