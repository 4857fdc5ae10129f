import { expect, test } from "@playwright/test";
import { E2E_DATA_DIR } from "../../playwright.config";
import { queryDb, writeDb } from "../support/db";
import {
  baseURL,
  detail,
  letters,
  loggedIn,
  newMember,
  uniqueEmail,
  uniquePhone,
  type Member,
} from "../support/e2e-members";
import { confirmAsCandidate } from "../support/members";
import { aboutTheProfile, fillFields, forRelative, PROFILE_FOR, signUp, tickSignupBoxes } from "../support/signup-form";

// Who the profile is for at signup, "Profile created by" on Edit Profile and the contact person (docs/product-rules.md
// §31), and "Guardian involved" (§32), with JavaScript on and off.

const jsOn = () => test.info().project.name === "js-on";
const CONTACT_NAME_REQUIRED = "Contact person's name is required when family or a friend manages the profile";
const CANDIDATE_CONTACT_REQUIRED =
  "Please enter the mobile number or e-mail address of the person the profile is for: they confirm it";

test.describe("profile created by", () => {
  test("the name and their own contact are asked only for a relative, and refused on their field", async ({ page }) => {
    await page.goto("/signup");
    const profileFor = page.getByLabel(PROFILE_FOR, { exact: true });
    const gender = page.getByLabel("Gender", { exact: true });
    const contactName = page.getByLabel("Your name", { exact: true });
    const candidateContact = page.getByLabel("Their own mobile number or e-mail", { exact: true });
    // Nothing chosen yet: the gender is asked, the relative's fields are not.
    await expect(profileFor).toHaveValue("");
    await expect(gender).toBeVisible();
    await expect(contactName).toBeHidden();
    await expect(candidateContact).toBeHidden();
    // "For my daughter: I am her father" says the gender; his name and her contact are asked.
    await fillFields(
      page,
      aboutTheProfile(uniqueEmail("father"), uniquePhone(), { [PROFILE_FOR]: "For my daughter: I am her father" }),
    );
    await tickSignupBoxes(page);
    await expect(contactName).toBeVisible();
    await expect(candidateContact).toBeVisible();
    await expect(gender).toBeHidden();
    if (jsOn()) {
      // Checked as each field is left, as every field of the form is.
      for (const field of [contactName, candidateContact]) {
        await field.focus();
        await field.blur();
      }
    } else {
      await page.getByRole("button", { name: "Next" }).click();
      await expect(contactName).toBeFocused(); // the first field with an error
    }
    await expect(page.getByText(CONTACT_NAME_REQUIRED)).toBeVisible();
    await expect(contactName).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(CANDIDATE_CONTACT_REQUIRED)).toBeVisible();
    await expect(candidateContact).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("heading", { name: "Enter the codes we sent" })).toHaveCount(0);

    await contactName.fill("Abdul Rahman");
    // The daughter's own contact: she confirms the profile (§31a, tests/e2e/candidate-consent.spec.ts). Without
    // JavaScript the password typed before the refusal was kept: the field may stay empty.
    await candidateContact.fill(uniqueEmail("daughter"));
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("heading", { name: "Enter the codes we sent" })).toBeVisible();
    // "Change it" goes back with the choice and the name kept.
    await page.getByRole("link", { name: "Wrong e-mail or mobile number? Change it" }).click();
    await expect(profileFor).toHaveValue("father:Female");
    await expect(contactName).toHaveValue("Abdul Rahman");
  });

  test("a mother signs up her daughter: shown to her and others, the name to her only; Myself undoes it", async ({
    page,
    browser,
    javaScriptEnabled,
  }) => {
    test.slow();
    const contact = `Rukhsana ${letters(6)}`;
    const email = uniqueEmail("created-by");
    const daughter = uniqueEmail("daughter");
    await signUp(
      page,
      aboutTheProfile(email, uniquePhone(), forRelative("For my daughter: I am her mother", contact, daughter)),
    );
    // Others see the profile once the daughter confirms it (§31a).
    await confirmAsCandidate(baseURL, E2E_DATA_DIR, daughter);
    await page.goto("/userProfile");
    await expect(page.getByText("Profile managed by her mother")).toBeVisible();
    await expect(detail(page, "Contact person")).toHaveText(`${contact} (Mother)`);

    const [{ public_id: id }] = queryDb<{ public_id: string }>(
      E2E_DATA_DIR,
      "select public_id from members where email = ?",
      email,
    );
    const other = await loggedIn(browser, await newMember("Male"), javaScriptEnabled);
    await other.goto(`/InnerProfile/${id}`);
    await expect(other.getByText("Profile managed by her mother")).toBeVisible();
    await expect(detail(other, "Contact person")).toHaveCount(0);
    expect(await other.content()).not.toContain(contact);
    await other.context().close();

    await page.getByRole("link", { name: "Edit Profile" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Profile" });
    await expect(dialog.getByLabel("Profile created by", { exact: true })).toHaveValue("mother");
    await expect(dialog.getByLabel("Contact person's name", { exact: true })).toHaveValue(contact);
    await dialog.getByLabel("Profile created by", { exact: true }).selectOption({ label: "Myself" });
    await expect(dialog.getByLabel("Contact person's name", { exact: true })).toBeHidden();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status")).toHaveText("Profile updated successfully!");
    await expect(page.getByText("Profile managed by her mother")).toHaveCount(0);
    await expect(detail(page, "Contact person")).toHaveCount(0);
    expect(
      queryDb(
        E2E_DATA_DIR,
        "select profile_created_by, contact_relation, contact_name from members where email = ?",
        email,
      ),
    ).toEqual([{ profile_created_by: "self", contact_relation: null, contact_name: null }]);
  });
});

/** A guardian of `member` written straight into the database, as guardian access would leave it. */
function addGuardian(member: Member, status: "invited" | "active") {
  const [{ unq_id: memberUnqId }] = queryDb<{ unq_id: number }>(
    E2E_DATA_DIR,
    "select unq_id from members where public_id = ?",
    member.id,
  );
  const email = uniqueEmail("guardian");
  const at = Date.now();
  writeDb(
    E2E_DATA_DIR,
    "insert into guardian_accounts (email, name, password_hash, created_at, updated_at) values (?, ?, ?, ?, ?)",
    email,
    "Abdul Rahman",
    "not-a-hash",
    at,
    at,
  );
  writeDb(
    E2E_DATA_DIR,
    "insert into guardians (member_unq_id, account_id, name, email, relation, status, invited_at, accepted_at) " +
      "select ?, id, name, email, 'father', ?, ?, ? from guardian_accounts where email = ?",
    memberUnqId,
    status,
    at,
    status === "active" ? at : null,
    email,
  );
  return (next: "active" | "revoked") =>
    writeDb(E2E_DATA_DIR, "update guardians set status = ? where email = ?", next, email);
}

test.describe("Guardian involved", () => {
  test("shows on the profile and the member's own page while a guardian has access", async ({
    browser,
    javaScriptEnabled,
  }) => {
    test.slow();
    const [bride, groom] = await Promise.all([newMember("Female"), newMember("Male")]);
    const setStatus = addGuardian(bride, "invited");
    const own = await loggedIn(browser, bride, javaScriptEnabled);
    const other = await loggedIn(browser, groom, javaScriptEnabled);
    const badge = (page: typeof own) => page.locator(".profile-head .badge", { hasText: "Guardian involved" });
    const pages = [
      [own, "/userProfile"],
      [other, `/InnerProfile/${bride.id}`],
    ] as const;

    for (const [page, path] of pages) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: bride.fields.fullName })).toBeVisible();
      await expect(badge(page)).toHaveCount(0); // invited is not yet access
    }
    setStatus("active");
    for (const [page, path] of pages) {
      await page.goto(path);
      await expect(badge(page)).toBeVisible();
      await expect(badge(page)).toHaveAttribute("title", "A guardian from the family takes part in this search");
      await expect(badge(page)).toHaveText("Guardian involved: a guardian from the family takes part in this search.");
    }
    setStatus("revoked");
    for (const [page, path] of pages) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: bride.fields.fullName })).toBeVisible();
      await expect(badge(page)).toHaveCount(0);
    }
    await own.context().close();
    await other.context().close();
  });
});
