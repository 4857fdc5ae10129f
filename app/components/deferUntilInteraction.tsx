import { memo, Suspense, useSyncExternalStore, type ComponentType } from "react";

// Form enhancement (Conform and the zod schema) is about 16 KB gzip: on the three form pages it
// would push the first visit over the 100 KB script budget (decision 006). The server renders such
// a component in full, and the browser keeps that HTML, working as a plain form, until the visitor
// first touches the page; only then is the component's code fetched and hydrated in place.

const INTERACTIONS = ["focusin", "pointerdown", "keydown", "touchstart"] as const;

let firstInteraction: Promise<void> | undefined;

/** Resolves on the visitor's first focus, tap, click or key press anywhere on the page. */
function whenInteracted(): Promise<void> {
  firstInteraction ??= new Promise<void>((resolve) => {
    const done = () => {
      for (const type of INTERACTIONS) document.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of INTERACTIONS) document.addEventListener(type, done, { capture: true, passive: true });
  });
  return firstInteraction;
}

const subscribeToNothing = () => () => {};

/**
 * True while React hydrates server HTML (it then reads the server snapshot), false in a render that
 * builds new DOM, such as a client navigation's.
 */
function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

/**
 * A component whose code loads on the first interaction when the page was served by the server, or
 * at once on a client navigation. Its props must not change while it waits (React would then drop
 * the server's HTML), so give it none that do: it reads route data with Remix's hooks itself.
 */
export function deferUntilInteraction<P extends object>(load: () => Promise<ComponentType<P>>) {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const start = () => (loading ??= load().then((component) => void (Loaded = component)));

  function Pending(props: P) {
    const hydrating = useHydrating();
    if (Loaded) return <Loaded {...props} />;
    // Suspending while hydrating leaves the server's HTML in place until the promise settles.
    throw typeof document !== "undefined" && hydrating ? whenInteracted().then(start) : start();
  }

  return memo(function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Pending {...props} />
      </Suspense>
    );
  });
}
