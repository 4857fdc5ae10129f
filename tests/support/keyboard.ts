import { expect, type Locator, type Page } from "@playwright/test";

// Moving about a page as someone without a mouse does: Tab and Shift+Tab only.

const hasFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails, naming where the focus went, after `max` presses. */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}) {
  await expect(target).toBeVisible();
  const visited: string[] = [];
  for (let presses = 0; presses < max; presses++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    visited.push(
      await page.evaluate(() => {
        const element = document.activeElement;
        if (!element) return "nothing";
        const name = (element.textContent || element.getAttribute("aria-label") || element.id).trim();
        return `${element.tagName.toLowerCase()} "${name.slice(0, 30)}"`;
      }),
    );
  }
  if (await hasFocus(target)) return;
  throw new Error(
    `${max} presses of ${backwards ? "Shift+Tab" : "Tab"} never reached ${target}; ` +
      `the focus went to ${visited.join(", ")}`,
  );
}

type Rgb = [number, number, number];

/**
 * How the focused element shows its focus: the outline (or box-shadow) it draws, and the contrast of the
 * outline's colour with the background around it, which WCAG 1.4.11 wants at 3:1 or more.
 */
export function focusIndicator(target: Locator) {
  return target.evaluate((element) => {
    const rgb = (css: string): Rgb | null => {
      const match = css.match(/rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/);
      if (!match || match[4] === "0") return null;
      return [Number(match[1]), Number(match[2]), Number(match[3])];
    };
    const luminance = ([r, g, b]: Rgb) => {
      const channel = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    let around: Rgb = [255, 255, 255];
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const colour = rgb(getComputedStyle(parent).backgroundColor);
      if (colour) {
        around = colour;
        break;
      }
    }
    const style = getComputedStyle(element);
    const outline =
      style.outlineStyle === "none" || parseFloat(style.outlineWidth) === 0
        ? "none"
        : `${style.outlineWidth} ${style.outlineStyle}`;
    const ring = rgb(style.outlineColor);
    const [lighter, darker] = ring ? [luminance(ring), luminance(around)].sort((a, b) => b - a) : [0, 0];
    return {
      element: element !== document.activeElement ? "not focused" : "focused",
      outline,
      boxShadow: style.boxShadow,
      contrast: ring ? Math.round(((lighter + 0.05) / (darker + 0.05)) * 10) / 10 : 0,
    };
  });
}
