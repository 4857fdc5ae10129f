import { useFetcher, useLocation } from "react-router";
import type { ReactNode } from "react";
import { useT } from "./translate";

/**
 * A form to /shortlist for one member (docs/product-rules.md §26). Without JavaScript it posts and the
 * site comes back to this page with a message; with it, a fetcher posts and the page stays where it is.
 * The action answers a refusal with `{ error }`.
 */
function ShortlistForm({
  memberId,
  intent,
  className,
  children,
}: {
  memberId: string;
  intent: "save" | "unsave";
  className: string;
  children: (pending: boolean) => ReactNode;
}) {
  const fetcher = useFetcher<{ error?: string }>();
  const { pathname, search } = useLocation();
  return (
    <fetcher.Form method="post" action="/shortlist" className={className} preventScrollReset>
      <input type="hidden" name="memberId" value={memberId} />
      <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
      <input type="hidden" name="intent" value={intent} />
      {children(fetcher.state !== "idle")}
      {fetcher.data?.error && (
        <p className="form-error" role="alert">
          {fetcher.data.error}
        </p>
      )}
    </fetcher.Form>
  );
}

/**
 * Save / Saved, a toggle button (aria-pressed) on a card or a profile. It shows the new state at once while
 * the change is on its way; its name holds the member's name, so a list of cards has one Save per person.
 */
export function SaveButton({ memberId, name, saved }: { memberId: string; name: string; saved: boolean }) {
  const t = useT();
  return (
    <ShortlistForm memberId={memberId} intent={saved ? "unsave" : "save"} className="save-form">
      {(pending) => {
        // While the change is on its way the button already shows where it is going.
        const shown = pending ? !saved : saved;
        return (
          <button type="submit" className="button button--small button--outline" aria-pressed={shown}>
            {shown ? t("saveButton.saved") : t("saveButton.save")}
            <span className="visually-hidden"> {name}</span>
          </button>
        );
      }}
    </ShortlistForm>
  );
}

/** Remove, on the shortlist page: takes the member off the list. */
export function RemoveFromShortlist({ memberId, name }: { memberId: string; name: string }) {
  const t = useT();
  return (
    <ShortlistForm memberId={memberId} intent="unsave" className="save-form">
      {(pending) => (
        <button type="submit" className="button button--small button--outline" disabled={pending}>
          {t("saveButton.remove")}
          <span className="visually-hidden"> {t("saveButton.removeWhom", { name })}</span>
        </button>
      )}
    </ShortlistForm>
  );
}
