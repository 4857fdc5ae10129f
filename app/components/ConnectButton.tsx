import { useFetcher } from "react-router";
import type { PairState } from "~/domain/connections/connections.server";
import { useT } from "./translate";

/**
 * The pair's state as one control: Connect Now, Request Sent, Accept,
 * Connected or Not accepted. A plain POST form without JavaScript; with it,
 * the button changes at once while the request is on its way.
 */
export function ConnectButton({ state, action, error }: { state: PairState; action: string; error?: string }) {
  const fetcher = useFetcher<{ error?: string }>();
  const t = useT();
  const pending = fetcher.formData?.get("intent");
  const failure = fetcher.data?.error ?? error;
  const optimistic: PairState =
    pending === "connect" ? { kind: "sent" } : pending === "accept" ? { kind: "connected" } : state;

  let control;
  switch (optimistic.kind) {
    case "none":
      control = (
        <button type="submit" name="intent" value="connect" className="button">
          {t("connectButton.connect")}
        </button>
      );
      break;
    case "received":
      control = (
        <>
          <input type="hidden" name="requestId" value={optimistic.requestId} />
          <button type="submit" name="intent" value="accept" className="button">
            {t("connectButton.accept")}
          </button>
        </>
      );
      break;
    case "sent":
      control = (
        <button type="button" className="button" disabled>
          {t("connectButton.sent")}
        </button>
      );
      break;
    case "connected":
      control = (
        <button type="button" className="button" disabled>
          {t("connectButton.connected")}
        </button>
      );
      break;
    default:
      control = (
        <button type="button" className="button button--outline" disabled>
          {t("connectButton.notAccepted")}
        </button>
      );
  }
  return (
    <fetcher.Form method="post" action={action} className="connect-form">
      {control}
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
    </fetcher.Form>
  );
}
