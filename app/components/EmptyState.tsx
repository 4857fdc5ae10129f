import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/**
 * An empty list says so and offers the next step (issue 19): the text (the contract's own words where
 * docs/product-rules.md §8 has them) with a link to where the member can go on from here.
 */
export function EmptyState({ children, next }: { children: ReactNode; next: { to: string; label: string } }) {
  return (
    <div className="empty">
      <p>{children}</p>
      <p>
        <Link to={next.to} className="button">
          {next.label}
        </Link>
      </p>
    </div>
  );
}

/** The step most empty lists of a member's own point to: their ranked matches (docs/product-rules.md §25). */
export const BROWSE_MATCHES = { to: "/matches", label: "Browse your matches" };

/** No matches (docs/product-rules.md §25): preferences are what the member can change. */
export const NO_MATCHES = "No matches yet. New members join every day; widening your preferences may help.";
export const SET_PREFERENCES = { to: "/preferences", label: "Set your partner preferences" };
export const CHANGE_PREFERENCES = { to: "/preferences", label: "Widen your partner preferences" };
