import { expect, test, type Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../../playwright.config";
import { hydrated } from "../support/a11y";
import { sendRequestByApi } from "../support/api-connections";
import { queryDb } from "../support/db";
import { loggedIn, newMember } from "../support/e2e-members";
import { dobForAge } from "../support/members";
import { tabTo } from "../support/keyboard";

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

  test("sign up: Personal Details to Other Details", async ({ page }) => {
    const [year, month, day] = dobForAge(27).split("-");
    // In the order the form shows them; a select is chosen by typing the start of the option, a date by
    // typing its digits (month, day, year in the en-US browser); optional fields are passed with Tab.
    const steps: [label: string, typed: string, value?: string][] = [
      ["Full name", "Zoya Qureshi"],
      ["Age", "27"],
      ["Gender", "F", "Female"],
      ["Father's name", "Anwar Qureshi"],
      ["Mother's name (optional)", ""],
      ["Grandfather's name", "Haji Yusuf Qureshi"],
      ["Height", "5 ft 4 in"],
      ["Date of birth", `${month}${day}${year}`, `${year}-${month}-${day}`],
      ["Marital status", "N", "UnMarried"],
      ["Family head", "F", "Father"],
      ["Family head's occupation", "Tailor"],
      ["Number of brothers", "2"],
      ["Number of sisters", "1"],
      ["Pehchan (belonging)", "Qureshi"],
      ["Maslak (optional)", "S", "SunniHanafi"],
      ["Prayer (optional)", "F", "FiveTimes"],
      ["Mother tongue (optional)", "U", "Urdu"],
      ["Education", "B.Sc Nursing"],
      ["Education level (optional)", "G", "Graduate"],
      ["Work", "Nurse"],
      ["Annual income (₹) (optional)", ""],
      ["House", "O", "Owned"],
      ["Password", "zoya-pass-2026"],
    ];
    await page.goto("/signup");
    await hydrated(page);
    await tabTo(page, page.getByLabel("Full name", { exact: true }));
    for (const [label, typed, value = typed] of steps) {
      const field = page.getByLabel(label, { exact: true });
      await expect(field, `Tab reaches ${label}`).toBeFocused();
      await keys(page).type(typed);
      await expect(field).toHaveValue(value);
      await keys(page).press("Tab");
      // Chromium's date field holds one more stop, its calendar button.
      if (label === "Date of birth") await keys(page).press("Tab");
    }
    await expect(page.getByRole("button", { name: "Next" })).toBeFocused();
    await keys(page).press("Enter");
    await expect(page.getByRole("heading", { name: "Other Details" })).toBeVisible();
  });
});
