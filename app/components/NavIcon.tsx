/** The phone bar's and the account menu's icons (docs/product-rules.md §36), each drawn by the stylesheet. */
export type NavIconName = "home" | "search" | "requests" | "messages" | "person" | "shield" | "join" | "login";

/**
 * An outline in the text's colour, drawn by app/styles/global.css (`.nav-icon__glyph--<name>`, public/icons): the
 * shapes live in their own files, not in every page's script (page weight budget, README "Page weight"). Hidden
 * from screen readers: the label beside it says what it is.
 */
export function NavIcon({ name }: { name: NavIconName }) {
  return <span className={`nav-icon__glyph nav-icon__glyph--${name}`} aria-hidden="true" />;
}
