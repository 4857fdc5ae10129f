import { Link } from "react-router";
import type { ReactNode } from "react";
import { useT } from "./translate";

/**
 * An empty list says so and offers the next step (issue 19): the text (the contract's own words where
 * docs/product-rules.md §8 has them) with a link to where the member can go on from here. The link's label is a
 * key of the "profiles" namespace, shown in the reader's language, and so is a text that is one (NO_MATCHES);
 * any other text is shown as it comes.
 */
export function EmptyState({ children, next }: { children: ReactNode; next: { to: string; label: string } }) {
  const t = useT();
  return (
    <div className="empty">
      <p>{typeof children === "string" ? t(children) : children}</p>
      <p>
        <Link to={next.to} className="button">
          {t(next.label)}
        </Link>
      </p>
    </div>
  );
}

/** The step most empty lists of a member's own point to: their ranked matches (docs/product-rules.md §25). */
export const BROWSE_MATCHES = { to: "/matches", label: "emptyState.browseMatches" };

/** No matches (docs/product-rules.md §25): preferences are what the member can change. Keys, shown by EmptyState. */
export const NO_MATCHES = "emptyState.noMatches";
export const SET_PREFERENCES = { to: "/preferences", label: "emptyState.setPreferences" };
export const CHANGE_PREFERENCES = { to: "/preferences", label: "emptyState.changePreferences" };
