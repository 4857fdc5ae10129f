import { useFetcher, useLocation } from "react-router";
import type { PairState } from "~/domain/connections/connections.server";
import { useT } from "./translate";

/** What a card says where there is nothing to press. */
const STATE_WORDS = {
  sent: "connectButton.sent",
  connected: "connectButton.connected",
  "declined-by-them": "connectButton.notAccepted",
  "declined-by-me": "connectButton.notAccepted",
} as const;

/**
 * Connect on a member's card (docs/product-rules.md §2, §25), posted to /connect: the pair's state as the card's
 * one control. Connect and Accept are buttons; "Request Sent", "Connected" and "Not accepted" are said, not
 * offered. Without JavaScript the form posts and the page comes back at the card with a message; with it, a
 * fetcher posts and the card shows where it is going at once. The button's name holds the member's name, so a
 * page of cards has one Connect per person.
 */
export function CardConnect({ memberId, name, state }: { memberId: string; name: string; state: PairState }) {
  const fetcher = useFetcher();
  const { pathname, search } = useLocation();
  const t = useT();
  const pending = fetcher.formData?.get("intent");
  const shown: PairState =
    pending === "connect" ? { kind: "sent" } : pending === "accept" ? { kind: "connected" } : state;
  if (shown.kind !== "none" && shown.kind !== "received") {
    return (
      <p className="card-connect card-connect--state" role="status">
        {t(STATE_WORDS[shown.kind])}
      </p>
    );
  }
  const accept = shown.kind === "received";
  return (
    <fetcher.Form method="post" action="/connect" className="card-connect" preventScrollReset>
      <input type="hidden" name="memberId" value={memberId} />
      <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
      {accept && <input type="hidden" name="requestId" value={shown.requestId} />}
      <button type="submit" name="intent" value={accept ? "accept" : "connect"} className="button button--small">
        {accept ? t("connectButton.accept") : t("cardConnect.connect")}
        <span className="visually-hidden"> {name}</span>
      </button>
    </fetcher.Form>
  );
}
