/**
 * The phone bar's icons (docs/product-rules.md §36): outlines drawn on a 24-unit grid in the text's colour, so the
 * current page's green and the high-contrast modes reach them too. Hidden from screen readers: the label says it.
 */
const ICON_PATHS = {
  home: "M3 11.5 12 4l9 7.5M5.5 10v10h5v-6h3v6h5V10",
  search: "M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 1 0 0-13ZM15.5 15.5 20 20",
  requests: "M12 20s-7.5-4.6-7.5-10.2A4.2 4.2 0 0 1 12 7.2a4.2 4.2 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20Z",
  messages: "M4 5h16v11H9.5L4 20Z",
  person: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM4.5 20.5a7.5 7.5 0 0 1 15 0",
  shield: "M12 3.5 19.5 6v5.5c0 4.6-3.2 7.9-7.5 9-4.3-1.1-7.5-4.4-7.5-9V6Z",
  join: "M10 11.5a3.75 3.75 0 1 0 0-7.5 3.75 3.75 0 0 0 0 7.5ZM3 20.5a7 7 0 0 1 11.5-5.4M18.5 14v6.5M15.25 17.25h6.5",
  login: "M13.5 4H19v16h-5.5M9.5 8l4 4-4 4M13.5 12H3.5",
} as const;

export type NavIconName = keyof typeof ICON_PATHS;

export function NavIcon({ name }: { name: NavIconName }) {
  return (
    <svg
      className="nav-icon__svg"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
