import { Link } from "react-router";
import type { ReactNode } from "react";
import { useT } from "./translate";

/**
 * The page numbers to offer: the first, the last, and the current one with its neighbours; "gap" where
 * numbers are left out (1 … 4 5 6 … 20). A gap of a single page shows that page instead.
 */
export function pageNumbers(page: number, pages: number): (number | "gap")[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pages])].filter((n) => n >= 1 && n <= pages);
  shown.sort((a, b) => a - b);
  const numbers: (number | "gap")[] = [];
  for (const n of shown) {
    const previous = numbers.at(-1);
    if (typeof previous === "number" && n - previous === 2) numbers.push(n - 1);
    else if (typeof previous === "number" && n - previous > 2) numbers.push("gap");
    numbers.push(n);
  }
  return numbers;
}

/**
 * Previous, numbered pages and Next for a list shown a page at a time (plain links: they work without
 * JavaScript). `hrefFor` keeps whatever else the list's address holds, such as search filters. Its words are
 * in the "profiles" namespace, which every page showing it loads.
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
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t("pager.label")}>
      {summary && <p className="pager__summary">{summary}</p>}
      <ul className="pager__links">
        {page > 1 && (
          <li>
            <Link to={hrefFor(page - 1)} rel="prev">
              {t("pager.previous")}
            </Link>
          </li>
        )}
        {pageNumbers(page, pages).map((n, i) =>
          n === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span className="pager__current" aria-current="page">
                  {n}
                </span>
              ) : (
                <Link to={hrefFor(n)} aria-label={t("pager.page", { page: n })}>
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <Link to={hrefFor(page + 1)} rel="next">
              {t("pager.next")}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
