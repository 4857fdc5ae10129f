import { useNavigation } from "react-router";

/**
 * A thin bar at the top of the window while a page loads or a form is sent (issue 19). Only JavaScript
 * navigates this way, so without it the bar never shows (the browser's own indicator does the job). Decorative:
 * hidden from screen readers, which hear the new page's title instead. CSS draws and moves it (global.css).
 */
export function NavigationProgress() {
  const busy = useNavigation().state !== "idle";
  return <div className="nav-progress" data-busy={busy ? "" : undefined} aria-hidden="true" />;
}
