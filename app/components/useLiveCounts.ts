import { useFetcher } from "react-router";
import { useEffect } from "react";

/** The header's numbers, and when the server counted them (ms since the epoch). */
export type HeaderCounts = { pendingRequests: number; unreadMessages: number; countedAt: number };

// How often an open page asks for the header's numbers: a new message shows within a minute on any page
// (the conversation itself asks every few seconds), for two indexed counts per minute and open tab.
const COUNTS_EVERY_MS = 60_000;

/**
 * The header's numbers for a signed-in member (docs/product-rules.md §33): those the page came with, then,
 * with JavaScript, fresh ones from /messages/unread every minute while the page is on screen. The later
 * count wins, so a navigation's newer numbers are never replaced by an older answer.
 */
export function useLiveCounts(enabled: boolean, fromPage: HeaderCounts): HeaderCounts {
  const { data, load } = useFetcher<HeaderCounts>();
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") load("/messages/unread");
    }, COUNTS_EVERY_MS);
    return () => clearInterval(timer);
  }, [enabled, load]);
  return data && data.countedAt > fromPage.countedAt ? data : fromPage;
}
