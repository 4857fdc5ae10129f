import { memo, Suspense, type ComponentType } from "react";
import { whenInteracted } from "./first-interaction";

// Form enhancement (Conform and the zod schema) is about 16 KB gzip: on the three form pages it
// would push the first visit over the 100 KB script budget (decision 006). The server renders such
// a component in full, and the browser keeps that HTML, working as a plain form, until the visitor
// first touches the page; only then is the component's code fetched and hydrated in place.

/**
 * A component whose code loads on the first interaction when the page was served by the server, or
 * at once on a client navigation. Its props must not change while it waits (React would then drop
 * the server's HTML), so give it none that do: it reads route data with React Router's hooks itself.
 *
 * The wait is decided by the interaction alone, not by asking whether React is hydrating: React 19 renders
 * a suspended boundary's content again outside hydration (to prepare its siblings), and that render would
 * have fetched the code at once.
 */
export function deferUntilInteraction<P extends object>(load: () => Promise<ComponentType<P>>) {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const start = () => (loading ??= load().then((component) => void (Loaded = component)));

  function Pending(props: P) {
    if (Loaded) return <Loaded {...props} />;
    // Suspending while hydrating leaves the server's HTML in place until the promise settles.
    throw typeof document !== "undefined" ? whenInteracted().then(start) : start();
  }

  return memo(function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Pending {...props} />
      </Suspense>
    );
  });
}
