import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/**
 * Previous and Next links for a list shown a page at a time (plain links: they work without JavaScript).
 * An empty cell stands in for Previous on the first page, so Next keeps its place.
 */
export function Pager({
  page,
  pages,
  hrefFor,
  summary,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  summary?: ReactNode;
}) {
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label="Pages">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev">
          Previous
        </Link>
      ) : (
        <span />
      )}
      {summary && <span>{summary}</span>}
      {page < pages && (
        <Link to={hrefFor(page + 1)} rel="next">
          Next
        </Link>
      )}
    </nav>
  );
}
