/**
 * A JSON answer written piece by piece: `head`, then each batch's items (through `toJson`) as array
 * elements, then `tail` (for a bare array, "[" and "]"). A long list is sent without holding it whole.
 */
export function streamJson<Item>(
  head: string,
  batches: Iterable<Item[]>,
  toJson: (item: Item) => unknown,
  tail: string,
  init: ResponseInit = {},
): Response {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.iterator]();
  let first = true;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(head));
    },
    // One batch per pull: the next database read waits until the client has taken the previous one.
    pull(controller) {
      const next = iterator.next();
      if (next.done) {
        controller.enqueue(encoder.encode(tail));
        controller.close();
        return;
      }
      const items = next.value.map((item) => JSON.stringify(toJson(item))).join(",");
      if (items) controller.enqueue(encoder.encode(`${first ? "" : ","}${items}`));
      if (items) first = false;
    },
  });
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  return new Response(body, { ...init, headers });
}
