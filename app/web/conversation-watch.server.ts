import { conversationStamps } from "~/domain/connections/message-updates.server";

// Which open conversations changed (decision 043). A message may be sent through another server process or
// another machine (decisions 016, 017), so no in-process signal would reach every reader: the database is the one
// place every process sees. One read per process every WATCH_EVERY_MS, for all the conversations its streams
// watch together, whatever their number; a stream is told only when its conversation's stamp has changed.

export const WATCH_EVERY_MS = 1_500;

type Watch = { stamp: string | undefined; listeners: Set<() => void> };
const watched = new Map<string, Watch>();
let timer: ReturnType<typeof setInterval> | undefined;

/** Compares every watched conversation's stamp with the last one seen; tells the listeners of those that moved. */
export function checkWatchedConversations(): void {
  if (watched.size === 0) return;
  const stamps = conversationStamps([...watched.keys()]);
  for (const [id, watch] of watched) {
    const stamp = stamps.get(id);
    if (stamp === watch.stamp) continue;
    watch.stamp = stamp;
    for (const listener of [...watch.listeners]) listener();
  }
}

function tick() {
  try {
    checkWatchedConversations();
  } catch (error) {
    // The database closing under a stopping server, a busy moment: the next tick tries again.
    console.error("conversation watch:", error);
  }
}

/**
 * Calls `changed` whenever the conversation may show something new (new messages, "Seen", a block), until the
 * returned function is called. The first listener of a conversation takes its stamp now, so the first tick does
 * not report what the stream has just read.
 */
export function watchConversation(id: string, changed: () => void): () => void {
  let watch = watched.get(id);
  if (!watch) {
    watch = { stamp: conversationStamps([id]).get(id), listeners: new Set() };
    watched.set(id, watch);
  }
  watch.listeners.add(changed);
  if (!timer) {
    timer = setInterval(tick, WATCH_EVERY_MS);
    timer.unref();
  }
  return () => {
    watch.listeners.delete(changed);
    if (watch.listeners.size === 0) watched.delete(id);
    if (watched.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}
