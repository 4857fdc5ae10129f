import { afterEach, describe, expect, it, vi } from "vitest";
import {
  closeEventStreams,
  eventStream,
  HEARTBEAT_MS,
  openEventStreams,
  STREAM_LIFETIME_MS,
  STREAMS_PER_MEMBER,
  type EventSink,
} from "~/web/event-stream.server";

// The open pages' event streams (decision 043): their headers, the cap per member, heartbeats, their lifetime,
// the writer's clean-up, and the server's stop ending them all.

const MEMBER = 7;

/** A stream as a browser opens it, with the sink its writer got and the writer's clean-up. */
function open(member = MEMBER) {
  const browser = new AbortController();
  const stopped = vi.fn();
  let sink: EventSink | undefined;
  const response = eventStream(
    new Request("http://site/messages/x/events", { signal: browser.signal }),
    member,
    (s) => {
      sink = s;
      return stopped;
    },
  );
  return { response, sink: sink!, stopped, leave: () => browser.abort() };
}

/** Everything the stream has written, up to its end. */
const textOf = (response: Response) => response.text();

/** The next `count` writes of the stream (each write is one chunk). */
async function nextWrites(reader: ReadableStreamDefaultReader<Uint8Array>, count: number) {
  const decoder = new TextDecoder();
  let text = "";
  for (let n = 0; n < count; n += 1) text += decoder.decode((await reader.read()).value);
  return text;
}

afterEach(() => {
  closeEventStreams();
  vi.useRealTimers();
});

describe("an event stream", () => {
  it("is text/event-stream, never compressed, cached or buffered, and writes what its writer sends", async () => {
    const { response, sink, stopped } = open();
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store, no-transform");
    expect(response.headers.get("X-Accel-Buffering")).toBe("no");
    sink.send("message", { body: "line one\nline two" }, 12);
    sink.send("seen", { seenId: null });
    sink.close();
    expect(await textOf(response)).toBe(
      "retry: 3000\n\n" +
        'event: message\nid: 12\ndata: {"body":"line one\\nline two"}\n\n' +
        'event: seen\ndata: {"seenId":null}\n\n',
    );
    expect(stopped).toHaveBeenCalledTimes(1);
  });

  it(`is refused past ${STREAMS_PER_MEMBER} for one member, and a closed one frees its place`, async () => {
    const streams = Array.from({ length: STREAMS_PER_MEMBER }, () => open());
    const refused = open();
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get("Retry-After")).toBe("60");
    expect(refused.sink).toBeUndefined();
    expect(open(MEMBER + 1).response.status).toBe(200); // another member is not counted with this one

    streams[0].leave(); // the browser went away
    expect(streams[0].stopped).toHaveBeenCalledTimes(1);
    expect(open().response.status).toBe(200);
    expect(open().response.status).toBe(429);
  });

  it("sends a heartbeat while quiet, and ends after its lifetime (the browser then reconnects)", async () => {
    vi.useFakeTimers();
    const { response, stopped } = open();
    const reader = response.body!.getReader();
    expect(await nextWrites(reader, 1)).toBe("retry: 3000\n\n");
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(await nextWrites(reader, 1)).toBe(": keep-alive\n\n");
    vi.advanceTimersByTime(STREAM_LIFETIME_MS - HEARTBEAT_MS - 1);
    expect(stopped).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(stopped).toHaveBeenCalledTimes(1);
    const beats = Math.floor(STREAM_LIFETIME_MS / HEARTBEAT_MS) - 1;
    expect(await nextWrites(reader, beats)).toBe(": keep-alive\n\n".repeat(beats));
    expect((await reader.read()).done).toBe(true);
  });

  it("ends, every one, when the server stops, and may be ended by its writer as it starts", async () => {
    const streams = [open(), open(MEMBER + 1)];
    expect(openEventStreams()).toBe(2);
    closeEventStreams();
    expect(openEventStreams()).toBe(0);
    for (const { response, stopped } of streams) {
      expect(stopped).toHaveBeenCalledTimes(1);
      expect(await textOf(response)).toBe("retry: 3000\n\n");
    }

    const stopped = vi.fn();
    const response = eventStream(new Request("http://site/e"), MEMBER, (sink) => {
      sink.send("gone", {});
      sink.close();
      return stopped;
    });
    expect(await textOf(response)).toBe("retry: 3000\n\nevent: gone\ndata: {}\n\n");
    expect(stopped).toHaveBeenCalledTimes(1);
    expect(openEventStreams()).toBe(0);
  });
});
