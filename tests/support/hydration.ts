import { expect } from "vitest";

/** The hydration data Remix puts in the page (window.__remixContext), as text. */
export function hydrationOf(html: string): string {
  // Up to the end of its script: the page's words inside it may hold "};" too.
  const match = html.match(/window\.__remixContext = (\{.*?\});<\/script>/s);
  expect(match, "the page carries its hydration data").not.toBeNull();
  return match![1];
}
