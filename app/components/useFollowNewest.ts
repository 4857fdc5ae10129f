import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";

/** The thread's newest message (MessageThread gives it this id, which the page's links aim at: `#newest`). */
const newestMessage = () => document.getElementById("newest");

/** Whether the reader sees the newest message's end: above the window's bottom and the phone's bottom bar. */
function seesNewest(): boolean {
  const newest = newestMessage();
  if (!newest) return true;
  const bar = document.querySelector(".quick-bar");
  const barTop = bar && getComputedStyle(bar).display !== "none" ? bar.getBoundingClientRect().top : innerHeight;
  const { bottom } = newest.getBoundingClientRect();
  return bottom > 0 && bottom <= Math.min(innerHeight, barTop) + 1;
}

/**
 * Keeps the newest message in view as messages arrive (docs/product-rules.md §33): a reader who was at it follows
 * along, and so does one whose own message it is; one who had scrolled up to read is left there and offered a
 * "New message" button instead. Opening the page at the newest message is the `#newest` in the links to it (with
 * JavaScript off too); a page opened without it is taken there once. `newest` is null on a page of older messages.
 */
export function useFollowNewest(newest: { id: number; mine: boolean } | null) {
  const [unseen, setUnseen] = useState(false);
  const atNewest = useRef(true);
  const newestId = newest?.id;
  const newestIsMine = newest?.mine ?? false;
  const shownId = useRef(newestId);
  const following = newest !== null;

  useEffect(() => {
    if (!following) return;
    if (location.hash === "") newestMessage()?.scrollIntoView({ block: "nearest" });
    const onScroll = () => {
      atNewest.current = seesNewest();
      if (atNewest.current) setUnseen(false);
    };
    onScroll();
    addEventListener("scroll", onScroll, { passive: true });
    addEventListener("resize", onScroll, { passive: true });
    return () => {
      removeEventListener("scroll", onScroll);
      removeEventListener("resize", onScroll);
    };
  }, [following]);

  // Before the browser paints the new message: no frame shows it below the fold first.
  useLayoutEffect(() => {
    if (newestId === undefined || newestId === shownId.current) return;
    const first = shownId.current === undefined;
    shownId.current = newestId;
    if (atNewest.current || newestIsMine || first) {
      newestMessage()?.scrollIntoView({ block: "nearest" });
      atNewest.current = true;
    } else setUnseen(true);
  }, [newestId, newestIsMine]);

  const showNewest = useCallback(() => {
    newestMessage()?.scrollIntoView({ block: "nearest" });
    setUnseen(false);
  }, []);
  return { unseen, showNewest };
}
