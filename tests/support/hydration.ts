import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import { expect } from "vitest";

/**
 * The hydration data React Router puts in the page, as text: the turbo-stream its inline scripts hand to
 * `window.__reactRouterContext.streamController`, unescaped, so every string the page's loaders sent is in it.
 */
export function hydrationOf(html: string): string {
  const chunks = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)].map(
    (match) => JSON.parse(match[1]) as string,
  );
  expect(chunks.length, "the page carries its hydration data").toBeGreaterThan(0);
  return chunks.join("");
}

/** The hydration data decoded as the browser decodes it: each route's loader data by route id. */
export async function hydrationStateOf(html: string): Promise<{ loaderData: Record<string, Record<string, unknown>> }> {
  const bytes = new TextEncoder().encode(hydrationOf(html));
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  const decoded = await decodeViaTurboStream(stream, globalThis);
  await decoded.done;
  return decoded.value as { loaderData: Record<string, Record<string, unknown>> };
}
