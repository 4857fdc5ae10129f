import { expect } from "vitest";

/** The hydration data Remix puts in the page (window.__remixContext), as text. */
export function hydrationOf(html: string): string {
  const match = html.match(/window\.__remixContext = (\{.*?\});/s);
  expect(match, "the page carries its hydration data").not.toBeNull();
  return match![1];
}
