import type { Page } from "@playwright/test";

// Text that overlaps other text (issue 40): Nastaliq's letters reach far above and below their line, so an Urdu
// label can run into the hint or the field under it. The check measures what a person sees: the ink of each text
// (each line of it where Range.getClientRects puts it, not its element's box, as a label may hold its field;
// from that line's baseline as high and as low as the text's letters reach, as the browser's own canvas measures
// them in the same font) and the boxes of the fields and buttons themselves. The line's whole box (the font's
// ascent and descent) would flag Latin cards whose close lines never touch.

/** What is read or filled on a form or a profile: headings, labels, hints, paragraphs, fields and buttons. */
const MEASURED = [
  "h1",
  "h2",
  "h3",
  "h4",
  "legend",
  "label",
  "p",
  "dt",
  "dd",
  ".field__hint",
  ".field__error",
  ".form-error",
  "summary",
  "input:not([type=hidden])",
  "select",
  "textarea",
  "button",
].join(", ");

/** Boxes that share less than this many pixels each way only touch (anti-aliasing, rounding). */
const TOUCH = 2;

/** Opens every closed <details> on the page (a search's filters), as a person would, so what is inside is measured. */
export async function openAllDetails(page: Page) {
  // The page's own, not the header's menus, which open over the page by design.
  for (const summary of await page.locator("main details:not([open]) > summary").all()) {
    if (await summary.isVisible()) await summary.click();
  }
}

/**
 * Every pair of visible, non-nested measured elements whose boxes overlap by more than TOUCH pixels each way,
 * described as "a ⟷ b" with each element's tag, class and first words. Fixed bars (the phone's bottom bar, the chat
 * button) float over the page by design and are left out.
 */
export async function overlappingText(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ selector, touch }) => {
      type Box = { left: number; top: number; right: number; bottom: number };
      // Cards below the first screen keep a placeholder's height until they come near it (content-visibility,
      // decision 019), while their text is laid out for the measuring at its full height: laid out whole first, as
      // each is when the person has scrolled to it.
      // (Set on each element: the site's Content-Security-Policy refuses a <style> added to the page.)
      const deferred = [...document.querySelectorAll<HTMLElement>("body *")].filter(
        (element) => getComputedStyle(element).contentVisibility === "auto",
      );
      for (const element of deferred) element.style.setProperty("content-visibility", "visible");
      const floating = (element: Element) => {
        for (let at: Element | null = element; at; at = at.parentElement) {
          if (getComputedStyle(at).position === "fixed") return true;
        }
        return false;
      };
      const shown = (box: Box) => box.right - box.left > 2 && box.bottom - box.top > 2;
      const elements = [...document.querySelectorAll(selector)].filter(
        (element) =>
          element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
          // A visually hidden text (a link's fuller name for screen readers) is clipped to a pixel.
          shown(element.getBoundingClientRect()) &&
          !floating(element),
      );
      const isField = (element: Element) => element.matches("input, select, textarea, button");
      const canvas = document.createElement("canvas").getContext("2d")!;
      /** How far a text's letters reach above and below its baseline, and where the baseline lies in its line box. */
      const inkOf = (text: string, style: CSSStyleDeclaration) => {
        canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        canvas.direction = style.direction === "rtl" ? "rtl" : "ltr";
        const metrics = canvas.measureText(text);
        return {
          baseline: metrics.fontBoundingBoxAscent,
          above: metrics.actualBoundingBoxAscent,
          below: metrics.actualBoundingBoxDescent,
        };
      };
      /** The ink boxes of an element's own text: text inside another measured element is that one's. */
      const textBoxes = (element: Element): Box[] => {
        const boxes: Box[] = [];
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const owner = node.parentElement?.closest(selector);
          if (owner !== element) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const ink = inkOf(node.textContent.trim(), getComputedStyle(node.parentElement!));
          for (const line of range.getClientRects()) {
            const baseline = line.top + ink.baseline;
            const box = { left: line.left, right: line.right, top: baseline - ink.above, bottom: baseline + ink.below };
            if (shown(box)) boxes.push(box);
          }
        }
        return boxes;
      };
      const measured = elements.map((element) => ({
        element,
        boxes: isField(element) ? [element.getBoundingClientRect()] : textBoxes(element),
      }));
      const name = (element: Element) =>
        `<${element.tagName.toLowerCase()}${element.className ? ` class="${element.className}"` : ""}> ` +
        `"${(element.textContent || element.getAttribute("name") || "").trim().slice(0, 40)}"`;
      const found: string[] = [];
      for (let i = 0; i < measured.length; i++) {
        for (let j = i + 1; j < measured.length; j++) {
          const [a, b] = [measured[i], measured[j]];
          if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
          const hit = a.boxes.some((one) =>
            b.boxes.some(
              (other) =>
                Math.min(one.right, other.right) - Math.max(one.left, other.left) > touch &&
                Math.min(one.bottom, other.bottom) - Math.max(one.top, other.top) > touch,
            ),
          );
          if (hit) found.push(`${name(a.element)} ⟷ ${name(b.element)}`);
        }
      }
      for (const element of deferred) element.style.removeProperty("content-visibility");
      return found;
    },
    { selector: MEASURED, touch: TOUCH },
  );
}
