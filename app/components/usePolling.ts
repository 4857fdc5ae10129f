import { useNavigation, useRevalidator } from "react-router";
import { useEffect } from "react";

/**
 * Reloads the page's data every `ms` while the page is on screen and nothing else is loading, so new
 * messages appear without a reload (docs/product-rules.md §33). Without JavaScript the page is as it was
 * loaded; a hidden tab does not ask.
 */
export function usePolling(ms: number, enabled = true): void {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const busy = revalidator.state !== "idle" || navigation.state !== "idle";
  useEffect(() => {
    if (!enabled || busy) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") revalidator.revalidate();
    }, ms);
    return () => clearInterval(timer);
  }, [enabled, busy, ms, revalidator]);
}
