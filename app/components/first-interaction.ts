// The visitor's first interaction with the page, for code that waits for it (deferUntilInteraction). Listening
// starts when the root module loads, before React hydrates (root.tsx calls listenForFirstInteraction): a client
// navigation (a link followed, a form sent) always comes after such an interaction, even when the route's own
// code loads only then, so what a navigation shows loads at once.

const INTERACTIONS = ["focusin", "pointerdown", "keydown", "touchstart"] as const;

let firstInteraction: Promise<void> | undefined;

/** Resolves on the visitor's first focus, tap, click or key press anywhere on the page. */
export function whenInteracted(): Promise<void> {
  firstInteraction ??= new Promise<void>((resolve) => {
    const done = () => {
      for (const type of INTERACTIONS) document.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of INTERACTIONS) document.addEventListener(type, done, { capture: true, passive: true });
  });
  return firstInteraction;
}

/** Starts listening in the browser; nothing on the server. */
export function listenForFirstInteraction(): void {
  if (typeof document !== "undefined") void whenInteracted();
}
