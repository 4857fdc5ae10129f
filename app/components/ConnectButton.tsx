import { useFetcher } from "@remix-run/react";
import type { PairState } from "~/domain/connections.server";

/**
 * The pair's state as one control: Connect Now, Request Sent, Accept,
 * Connected or Not accepted. A plain POST form without JavaScript; with it,
 * the button changes at once while the request is on its way.
 */
export function ConnectButton({ state, action, error }: { state: PairState; action: string; error?: string }) {
  const fetcher = useFetcher<{ error?: string }>();
  const pending = fetcher.formData?.get("intent");
  const failure = fetcher.data?.error ?? error;
  const optimistic: PairState =
    pending === "connect" ? { kind: "sent" } : pending === "accept" ? { kind: "connected" } : state;

  let control;
  switch (optimistic.kind) {
    case "none":
      control = (
        <button type="submit" name="intent" value="connect" className="button">
          Connect Now
        </button>
      );
      break;
    case "received":
      control = (
        <>
          <input type="hidden" name="requestId" value={optimistic.requestId} />
          <button type="submit" name="intent" value="accept" className="button">
            Accept
          </button>
        </>
      );
      break;
    case "sent":
      control = (
        <button type="button" className="button" disabled>
          Request Sent
        </button>
      );
      break;
    case "connected":
      control = (
        <button type="button" className="button" disabled>
          Connected
        </button>
      );
      break;
    default:
      control = (
        <button type="button" className="button button--outline" disabled>
          Not accepted
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
