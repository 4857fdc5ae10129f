import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False on the server and in the first browser render, true once React runs the page (JavaScript is on). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
