import { expect, type Locator, type Page } from "@playwright/test";

// Fixed elements never cover content (issue 19): the phone's bottom bar, the chat button, anything fixed or
// sticky added later. Measured in the page, over every element, so a new fixed element is caught too.

/**
 * What covers the focused field: each element that is fixed or sticky (or moves with one, as the chat button
 * does inside the bar) whose box meets the field's box and shows there (the topmost element at the middle of
 * the overlap is its own, so a bar under an open dialog does not count). The dialog holding the field is not
 * counted against it. Null when the focus is not on a field.
 */
export function coveringFocusedField(page: Page) {
  return page.evaluate(() => {
    const field = document.activeElement;
    if (!(field instanceof HTMLElement) || !field.matches("input, select, textarea")) return null;
    const box = field.getBoundingClientRect();
    const name = (el: Element) => {
      const classes = el.className ? `.${String(el.className).split(" ").join(".")}` : "";
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${classes}`;
    };
    const anchors = Array.from(document.querySelectorAll("body *")).filter((el) =>
      ["fixed", "sticky"].includes(getComputedStyle(el).position),
    );
    const covering: string[] = [];
    for (const anchor of anchors) {
      if (anchor.contains(field)) continue;
      for (const el of [anchor, ...Array.from(anchor.querySelectorAll("*"))]) {
        const style = getComputedStyle(el);
        if (style.visibility === "hidden" || style.opacity === "0") continue;
        const r = el.getBoundingClientRect();
        const left = Math.max(r.left, box.left);
        const right = Math.min(r.right, box.right);
        const top = Math.max(r.top, box.top);
        const bottom = Math.min(r.bottom, box.bottom);
        if (r.width === 0 || r.height === 0 || right <= left || bottom <= top) continue;
        const shown = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
        if (shown && anchor.contains(shown)) covering.push(`${name(el)} (in ${name(anchor)})`);
      }
    }
    return { field: field.getAttribute("name") || field.id || field.tagName, covering: [...new Set(covering)] };
  });
}

/**
 * Tabs from `start` through every control inside `within`, checking at each field that nothing fixed covers
 * it; stops when the focus leaves `within` (or comes back round in a dialog). Returns the fields visited.
 */
export async function tabThroughFields(page: Page, start: Locator, within: Locator, max = 80): Promise<string[]> {
  await start.focus();
  const visited: string[] = [];
  for (let presses = 0; presses < max; presses++) {
    const result = await coveringFocusedField(page);
    if (result) {
      expect(result.covering, `fixed elements over the focused field ${result.field}`).toEqual([]);
      // The same field again is its next part (a date's day, month, year); an earlier one, a dialog come round.
      if (visited.at(-1) !== result.field) {
        if (visited.includes(result.field)) break;
        visited.push(result.field);
      }
    }
    await page.keyboard.press("Tab");
    if (!(await within.evaluate((el) => el.contains(document.activeElement)))) break;
  }
  return visited;
}
