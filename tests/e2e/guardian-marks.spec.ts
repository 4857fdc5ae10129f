import { expect } from "@playwright/test";
import { E2E_DATA_DIR } from "../../playwright.config";
import { hydrated, test } from "../support/a11y";
import { connectByApi } from "../support/api-connections";
import { writeDb } from "../support/db";
import { loggedIn, newMember } from "../support/e2e-members";

// A request answered by the recipient's guardian is marked on the sender's side too (docs/product-rules.md
// §32), in words a screen reader reads with the rest of the person. The guardian's answer is written
// straight into the request, as the guardian's own page would leave it.

test("the Accepted tab of sent requests says her guardian accepted", async ({
  browser,
  javaScriptEnabled,
  expectAccessible,
}) => {
  const [man, woman, other] = await Promise.all([newMember("Male"), newMember("Female"), newMember("Female")]);
  await connectByApi(man, woman);
  await connectByApi(man, other);
  const marked = writeDb(
    E2E_DATA_DIR,
    `update connection_requests set answered_by_guardian = 1
      where sender_unq_id = (select unq_id from members where public_id = ?)
        and recipient_unq_id = (select unq_id from members where public_id = ?)`,
    man.id,
    woman.id,
  );
  expect(marked).toBe(1);

  const page = await loggedIn(browser, man, javaScriptEnabled);
  await page.goto("/sentRequests");
  await hydrated(page);
  await page.getByRole("link", { name: "Accepted (2)" }).click();
  await expect(page).toHaveURL(/\/sentRequests\?status=accepted$/);
  const item = (name: string) =>
    page.locator("li.person").filter({ has: page.getByRole("link", { name, exact: true }) });
  await expect(item(woman.fields.fullName)).toContainText("Accepted by her guardian");
  await expect(item(other.fields.fullName)).toBeVisible();
  await expect(item(other.fields.fullName)).not.toContainText("guardian");
  await expectAccessible(page, "sent requests with a guardian's answer");
});
