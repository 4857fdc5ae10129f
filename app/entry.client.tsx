// The browser's entry: React Router's default, except that React hydrates only after the browser has painted
// the server's HTML once. Without the wait, on a phone the module scripts often arrive before the first
// frame, and the page stays blank while React hydrates (First Contentful Paint 2.4 s on /login in
// Lighthouse's phone). The page is complete and usable without script (every form posts), so nothing
// is lost while it waits. See docs/decisions/019-first-paint-before-script.md.
import { HydratedRouter } from "react-router/dom";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// A frame's callbacks run just before it paints; a task queued from there runs after that paint.
// A tab opened in the background paints no frame until it is shown, so it hydrates at once.
if (document.visibilityState === "hidden") hydrate();
else requestAnimationFrame(() => setTimeout(hydrate, 0));
