import { expect, test, type Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../../playwright.config";
import { hydrated } from "../support/a11y";
import { sendRequestByApi } from "../support/api-connections";
import { queryDb } from "../support/db";
import { loggedIn, newMember, uniqueEmail, uniquePhone } from "../support/e2e-members";
import { dobForAge } from "../support/members";
import { tabTo } from "../support/keyboard";
import {
  mailedCode,
  PROFILE_FOR,
  SIGNUP_EMAIL,
  SIGNUP_MOBILE,
  SIGNUP_PASSWORD,
  signupBoxes,
  signupSmsCode,
} from "../support/signup-form";
import { filtersPanel } from "../support/search-filters";

// The main journeys with the keyboard alone (Tab, Enter, Space, letters), with JavaScript on and off.
// Steps that only set the scene (registering members, logging in) use the usual helpers.

const keys = (page: Page) => page.keyboard;

test.describe("keyboard-only journeys", () => {
  test("log in", async ({ page }) => {
    const member = await newMember("Female");
    await page.goto("/login");
    await hydrated(page);
    await tabTo(page, page.getByLabel("Email", { exact: true }));
    await keys(page).type(member.fields.email);
    await keys(page).press("Tab");
    await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
    await keys(page).type(member.fields.password);
    await keys(page).press("Enter");
    await expect(page.getByRole("status")).toHaveText("Login Successful! Welcome back!");
  });

  test("find a member by ID, open the profile and connect", async ({ browser, javaScriptEnabled }) => {
    const [man, woman] = await Promise.all([newMember("Male"), newMember("Female")]);
    const [{ unq_id }] = queryDb<{ unq_id: number }>(
      E2E_DATA_DIR,
      "select unq_id from members where public_id = ?",
      woman.id,
    );
    const page = await loggedIn(browser, man, javaScriptEnabled);
    await page.goto("/profilePage");
    await hydrated(page);
    // The search's fields are in its panel (issue 40): the keyboard opens it with Enter on its button.
    await tabTo(page, filtersPanel(page).locator("summary"));
    await keys(page).press("Enter");
    await tabTo(page, page.getByLabel("Member ID"));
    await keys(page).type(`MMR00${unq_id}`);
    await keys(page).press("Enter");
    await expect(page.getByText("Filters applied successfully!")).toBeVisible();

    await tabTo(page, page.getByRole("link", { name: `See ${woman.fields.fullName}'s profile` }));
    await keys(page).press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: woman.fields.fullName })).toBeVisible();
    await tabTo(page, page.getByRole("button", { name: "Connect Now" }));
    await keys(page).press("Space");
    await expect(page.getByRole("status")).toHaveText("Connection request sent successfully!");
    await expect(page.getByRole("button", { name: "Request Sent" })).toBeDisabled();
    await page.context().close();
  });

  test("accept a connection request", async ({ browser, javaScriptEnabled }) => {
    const [man, woman] = await Promise.all([newMember("Male"), newMember("Female")]);
    await sendRequestByApi(woman, man);
    const page = await loggedIn(browser, man, javaScriptEnabled);
    await page.goto("/connectionReq");
    await hydrated(page);
    const request = page
      .locator("li.person")
      .filter({ has: page.getByRole("link", { name: woman.fields.fullName, exact: true }) });
    await tabTo(page, request.getByRole("button", { name: "Accept" }));
    await keys(page).press("Enter");
    await expect(page.getByRole("status")).toHaveText("Connection request accepted.");
    await expect(page.getByText("No Connection Requests Available")).toBeVisible();
    await page.context().close();
  });

  test("sign up: the form, the codes, and Create with Enter", async ({ page }) => {
    const [year, month, day] = dobForAge(27).split("-");
    const email = uniqueEmail("keyboard");
    const phone = uniquePhone();
    // In the order the form shows them; a select is chosen by typing the start of the option, a date by typing its
    // digits (month, day, year in the en-US browser).
    const steps: [label: string, typed: string, value?: string][] = [
      [PROFILE_FOR, "F", "self"],
      ["Gender", "F", "Female"],
      ["Name of the bride or groom", "Zoya Qureshi"],
      ["Date of birth", `${month}${day}${year}`, `${year}-${month}-${day}`],
      [SIGNUP_MOBILE, phone],
      [SIGNUP_EMAIL, email],
      ["Password", SIGNUP_PASSWORD],
    ];
    await page.goto("/signup");
    await hydrated(page);
    await tabTo(page, page.getByLabel(PROFILE_FOR, { exact: true }));
    for (const [label, typed, value = typed] of steps) {
      const field = page.getByLabel(label, { exact: true });
      await expect(field, `Tab reaches ${label}`).toBeFocused();
      await keys(page).type(typed);
      await expect(field).toHaveValue(value);
      await keys(page).press("Tab");
      // Chromium's date field holds one more stop, its calendar button.
      if (label === "Date of birth") await keys(page).press("Tab");
    }
    // The boxes, each ticked with Space (the links in and between them are Tab stops too).
    for (const box of signupBoxes(page)) {
      await tabTo(page, box);
      await keys(page).press("Space");
      await expect(box).toBeChecked();
    }
    await tabTo(page, page.getByRole("button", { name: "Next" }));
    await keys(page).press("Enter");

    // The codes' step starts in the e-mail's box; Enter in the last box makes the profile.
    await expect(page.getByRole("heading", { name: "Enter the codes we sent" })).toBeVisible();
    await hydrated(page);
    await expect(page.getByLabel("Code from the e-mail", { exact: true })).toBeFocused();
    await keys(page).type(await mailedCode(email, /verification/i));
    await tabTo(page, page.getByLabel("Code from the SMS", { exact: true }));
    await keys(page).type(await signupSmsCode(phone));
    await keys(page).press("Enter");
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(page.getByRole("heading", { level: 1, name: "Complete your profile" })).toBeVisible();
  });
});
