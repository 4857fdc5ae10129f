import type { Page } from "@playwright/test";

/** Turns the page into another language with the header's switcher, named in its own script ("اردو"). */
export async function switchTo(page: Page, name: string) {
  await page
    .getByRole("form", { name: /^(Language|भाषा|زبان)$/ })
    .getByRole("button", { name })
    .click();
}
