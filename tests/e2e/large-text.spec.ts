import { expect, test } from "@playwright/test";
import { PUBLIC_PAGES } from "../support/a11y";

// Families read on old phones with the text made large (WCAG 1.4.4: text resized to 200% without loss
// of content). On a 360px-wide phone with twice the text size, no page may need scrolling sideways and
// every link of the phone bar must show its whole label.

test("with the text twice as large on a 360px phone, nothing spills sideways", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  const problems: string[] = [];
  for (const url of Object.values(PUBLIC_PAGES).flat()) {
    await page.goto(url);
    const found = await page.evaluate(() => {
      // What a reader's text-size setting does: every rem and em grows.
      document.documentElement.style.fontSize = "200%";
      const width = document.documentElement.clientWidth;
      const spilling = Array.from(document.querySelectorAll<HTMLElement>("body *"))
        .filter(
          (element) =>
            element.closest("[aria-hidden=true]") === null && element.getBoundingClientRect().right > width + 1,
        )
        .map((element) => `<${element.tagName.toLowerCase()} class="${element.className}">`);
      const cutLinks = Array.from(document.querySelectorAll<HTMLElement>(".quick-bar__links a"))
        .filter((link) => link.scrollWidth > link.clientWidth + 1 || link.scrollHeight > link.clientHeight + 1)
        .map((link) => `bar link "${link.textContent}" is cut`);
      return [
        ...(document.documentElement.scrollWidth > width
          ? [`wider than the screen: ${spilling.slice(0, 3).join(", ")}`]
          : []),
        ...cutLinks,
      ];
    });
    problems.push(...found.map((problem) => `${url}: ${problem}`));
  }
  expect(problems).toEqual([]);
});
