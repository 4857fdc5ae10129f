/** The home page's figures, in the order shown. */
const FIGURE_ORDER = ["members", "connections"] as const;

export type FigureName = (typeof FIGURE_ORDER)[number];

/**
 * The figures worth showing (docs/product-rules.md §36): a count still at zero says nothing good about the site
 * to a family arriving, so it is left out until there is something to count.
 */
export function shownFigures(figures: Record<FigureName, number>): { name: FigureName; count: number }[] {
  return FIGURE_ORDER.filter((name) => figures[name] > 0).map((name) => ({ name, count: figures[name] }));
}
