// Server-Sent Events for a page that stays open (decision 043): a few per member, heartbeats so that proxies keep
// them, a lifetime after which the browser reconnects (and is checked again), and all closed when the server stops.

/** Streams one member may hold open in one server process; past it, 429 (the page falls back to polling). */
export const STREAMS_PER_MEMBER = 4;
/** A comment line this often: proxies and load balancers drop a connection silent for a minute or so. */
export const HEARTBEAT_MS = 25_000;
/**
 * A stream ends after this long and the browser's EventSource opens it again (after RETRY_MS): the session and the
 * member's access are checked again, and a tab left open all day does not hold one connection for ever.
 */
export const STREAM_LIFETIME_MS = 10 * 60_000;
const RETRY_MS = 3_000;

/** What a stream's writer may do: send an event (JSON data, an id the browser sends back on reconnection), end it. */
export type EventSink = { send: (event: string, data: unknown, id?: number) => void; close: () => void };

const openByMember = new Map<number, number>();
const open = new Set<EventSink>();
const encoder = new TextEncoder();

/**
 * A text/event-stream answer for `memberUnqId`, written by `start` (which returns its clean-up). Never compressed
 * (compression would hold events back until a buffer fills: `no-transform` makes the compression middleware, and
 * any proxy, pass it through) nor buffered by nginx (X-Accel-Buffering).
 */
export function eventStream(
  request: Request,
  memberUnqId: number,
  start: (sink: EventSink) => (() => void) | void,
): Response {
  const held = openByMember.get(memberUnqId) ?? 0;
  if (held >= STREAMS_PER_MEMBER)
    return new Response("Too many open pages.", { status: 429, headers: { "Retry-After": "60" } });
  openByMember.set(memberUnqId, held + 1);
  let finish = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let ended = false;
      const write = (text: string) => {
        if (!ended) controller.enqueue(encoder.encode(text));
      };
      const sink: EventSink = {
        send: (event, data, id) =>
          write(`event: ${event}\n${id === undefined ? "" : `id: ${id}\n`}data: ${JSON.stringify(data)}\n\n`),
        close: () => finish(),
      };
      // The writer's clean-up, once `start` has returned it (the writer may end the stream from inside `start`).
      const writer: { stop?: () => void } = {};
      finish = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        request.signal.removeEventListener("abort", finish);
        open.delete(sink);
        const left = (openByMember.get(memberUnqId) ?? 1) - 1;
        if (left > 0) openByMember.set(memberUnqId, left);
        else openByMember.delete(memberUnqId);
        writer.stop?.();
        try {
          controller.close();
        } catch {
          // already closed by the reader going away
        }
      };
      const heartbeat = setInterval(() => write(": keep-alive\n\n"), HEARTBEAT_MS);
      const lifetime = setTimeout(finish, STREAM_LIFETIME_MS);
      open.add(sink);
      request.signal.addEventListener("abort", finish);
      write(`retry: ${RETRY_MS}\n\n`);
      writer.stop = start(sink) ?? undefined;
      if (ended)
        writer.stop?.(); // the writer ended it at once
      else if (request.signal.aborted) finish();
    },
    cancel: () => finish(),
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "private, no-store, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}

/** Ends every open stream (the server is stopping: it then waits only for ordinary requests). */
export function closeEventStreams(): void {
  for (const sink of [...open]) sink.close();
}

/** Streams open in this process (for tests and the decision's measurements). */
export const openEventStreams = () => open.size;
