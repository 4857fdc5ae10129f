import { useRevalidator } from "react-router";
import { useEffect, useRef, useState } from "react";
import type { ThreadMessage } from "./MessageThread";

type ThreadView = { id: string; messages: ThreadMessage[]; seenId: number | null; newest: boolean };

/**
 * The open conversation's messages as they arrive (docs/product-rules.md §33, decision 043): the server pushes
 * them through /messages/<id>/events while the page shows the newest messages and the tab is visible (a hidden
 * tab closes its stream and catches up when shown). A message of the other member reloads the page's data, which
 * marks it read as opening the page does, and brings the header's count with it. `live` is false while there is
 * no stream (none yet, a refusal, no EventSource): the page then asks by polling.
 */
export function useLiveThread(view: ThreadView): { messages: ThreadMessage[]; seenId: number | null; live: boolean } {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  const [arrived, setArrived] = useState<ThreadMessage[]>([]);
  // "Seen" as the stream last said, for the page data it was said over (newer page data knows better).
  const [seen, setSeen] = useState<{ over: ThreadView; seenId: number | null }>();
  const [live, setLive] = useState(false);
  const loadedUpTo = view.messages.at(-1)?.id ?? 0;
  const messages = [...view.messages, ...arrived.filter((message) => message.id > loadedUpTo)];
  // What the stream's handlers need of the latest render: kept in refs, so the stream stays open across renders.
  const newestId = useRef(0);
  const viewRef = useRef(view);
  const shownUpTo = messages.at(-1)?.id ?? 0;
  useEffect(() => {
    revalidate.current = revalidator.revalidate;
    newestId.current = shownUpTo;
    viewRef.current = view;
  });

  const { id, newest } = view;
  useEffect(() => {
    if (!newest || typeof EventSource === "undefined") return;
    let source: EventSource | undefined;
    const close = () => {
      source?.close();
      source = undefined;
      setLive(false);
    };
    const open = () => {
      if (source || document.visibilityState !== "visible") return;
      const stream = new EventSource(`/messages/${id}/events?after=${newestId.current}`);
      source = stream;
      stream.onopen = () => setLive(true);
      // EventSource reconnects by itself after a dropped connection; a refusal (404, 429) closes it for good.
      stream.onerror = () => setLive(stream.readyState === EventSource.OPEN);
      stream.addEventListener("message", (event) => {
        const message = JSON.parse(event.data) as ThreadMessage & { createdAt: string };
        const shown = { ...message, createdAt: new Date(message.createdAt) };
        setArrived((list) => (list.some((m) => m.id === shown.id) ? list : [...list, shown]));
        if (!shown.mine) revalidate.current();
      });
      stream.addEventListener("seen", (event) => {
        const { seenId } = JSON.parse(event.data) as { seenId: number | null };
        setSeen({ over: viewRef.current, seenId });
      });
      // No longer the reader's (a block): the page's data says what now.
      stream.addEventListener("gone", () => {
        close();
        revalidate.current();
      });
    };
    const onVisibility = () => (document.visibilityState === "visible" ? open() : close());
    document.addEventListener("visibilitychange", onVisibility);
    open();
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      close();
      setArrived([]);
    };
  }, [id, newest]);

  return { messages, seenId: seen?.over === view ? seen.seenId : view.seenId, live };
}
