import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { expect, type Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../../playwright.config";
import { hydrated, PUBLIC_PAGES, test } from "../support/a11y";
import { connectByApi, sendRequestByApi } from "../support/api-connections";
import { ApiClient } from "../support/client";
import { baseURL, letters, loggedIn, newMember, picture, uniqueEmail, uniquePhone } from "../support/e2e-members";
import { registerWithPhoto } from "../support/original-client";
import { complaintFiled } from "../support/e2e-safety";
import { consentToAnOlderNotice } from "../support/members";
import {
  aboutTheProfile,
  fillFields,
  forRelative,
  SIGNUP_MOBILE,
  SIGNUP_PASSWORD,
  signupSmsCode,
  tickSignupBoxes,
} from "../support/signup-form";
import { openFilters } from "../support/search-filters";

// Every page, in each state a visitor, a member or the operator can bring it to, checked by axe-core
// against WCAG 2.1 A and AA, with JavaScript on and off (the two projects), on a 360x640 phone and a
// 1280x800 desktop. Pages are grouped by who sees them, one browser context per group.

async function open(page: Page, url: string) {
  await page.goto(url);
  await hydrated(page);
}

test.describe("axe finds no WCAG 2.1 AA violation", () => {
  for (const [group, urls] of Object.entries(PUBLIC_PAGES)) {
    test(`on ${group}`, async ({ page, expectAccessible }) => {
      test.slow(); // two axe runs a page, on a shared 2-core machine
      for (const url of urls) {
        await open(page, url);
        await expectAccessible(page, url);
      }
    });
  }

  test("on the visitor's forms with errors, after a send and in dialogs", async ({ page, expectAccessible }) => {
    test.slow();
    await open(page, "/contactUs");
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await expectAccessible(page, "the contact form after a failed submit", {
      once: page.getByText("Name is required"),
    });
    await page.getByLabel("Name").fill("Mehreen Siddiqui");
    await page.getByLabel("Email").fill("mehreen@example.in");
    await page.getByLabel("Phone number").fill("9811100000");
    await page.getByLabel("Message").fill("Do you hold meetings in Lucknow?");
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await expectAccessible(page, "the contact form once sent", {
      once: page.getByText("Thank You! Inquiry sent successfully!"),
    });

    await open(page, "/grievances");
    await page.getByRole("button", { name: "Send complaint" }).click();
    await expectAccessible(page, "the complaint form after a failed submit", {
      once: page.getByText("Please describe the complaint."),
    });
    await page.getByLabel("Ticket number").fill("GR-ZZZZZZZZ");
    await page.getByLabel("Email").last().fill("mehreen@example.in");
    await page.getByRole("button", { name: "Show my complaint" }).click();
    await expectAccessible(page, "a ticket followed that matches nothing", {
      once: page.getByText("No complaint matches this ticket number and e-mail address."),
    });

    await open(page, "/login");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expectAccessible(page, "the login form after a failed submit", { once: page.getByText("Email is required") });

    await open(page, "/login?forgot=email");
    const forgot = page.getByRole("dialog", { name: "Forgot password" });
    await expectAccessible(page, "the forgot-password dialog", { once: forgot });
    await forgot.getByLabel("Email", { exact: true }).fill(`nobody.${letters(8)}@example.in`);
    await forgot.getByRole("button", { name: "Send OTP" }).click();
    await expectAccessible(page, "the forgot-password code dialog", {
      once: page.getByRole("dialog", { name: "Enter the code" }),
    });

    // The first card's registration offer, opened by its link (the card's seal, docs/product-rules.md §6).
    await open(page, "/profilePage");
    await page
      .getByRole("link", { name: /^See .*'s profile$/ })
      .first()
      .click();
    await expectAccessible(page, "a card's registration offer", {
      once: page.getByRole("dialog", { name: /^Register free to see (her|his) full profile$/ }),
    });
  });

  test("on the signup form with errors, on its codes' step and with a code refused", async ({
    page,
    expectAccessible,
  }) => {
    test.slow();
    await open(page, "/signup");
    // A relative's choice shows every field the form has; a number that is not a mobile, a short password.
    const email = uniqueEmail("a11y-signup");
    const phone = uniquePhone();
    const relative = forRelative("For my daughter: I am her mother", "Rukhsana Qureshi", "not a contact");
    await fillFields(page, aboutTheProfile(email, "12345", { ...relative, Password: "short" }));
    await tickSignupBoxes(page);
    await page.getByRole("button", { name: "Next" }).click();
    await expectAccessible(page, "the signup form with errors", {
      once: page.getByText("Please enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9"),
    });

    await fillFields(page, {
      "Their own mobile number or e-mail": uniqueEmail("a11y-daughter"),
      [SIGNUP_MOBILE]: phone,
      Password: SIGNUP_PASSWORD,
    });
    await page.getByRole("button", { name: "Next" }).click();
    await expectAccessible(page, "the signup codes' step", {
      once: page.getByRole("heading", { name: "Enter the codes we sent" }),
    });

    // A code of five digits refused beside the e-mail's box; the SMS code accepted.
    await page.getByLabel("Code from the e-mail", { exact: true }).fill("12345");
    await page.getByLabel("Code from the SMS", { exact: true }).fill(await signupSmsCode(phone));
    await page.getByRole("button", { name: "Create my profile" }).click();
    await expectAccessible(page, "the signup codes' step with a code refused", {
      once: page.getByText("Please enter a valid 6-digit OTP."),
    });
  });

  test("on a member's pages", async ({ browser, javaScriptEnabled, expectAccessible }) => {
    test.slow();
    const [member, connection, admirer, stranger] = await Promise.all([
      newMember("Male"),
      newMember("Female"),
      newMember("Female"),
      newMember("Female"),
    ]);
    await connectByApi(connection, member);
    await sendRequestByApi(admirer, member);
    const page = await loggedIn(browser, member, javaScriptEnabled);
    await expectAccessible(page, "the home page with the welcome message", { once: page.getByRole("status") });
    for (const url of [
      "/userProfile",
      "/userProfile?edit=1",
      "/profilePage",
      `/InnerProfile/${connection.id}`,
      `/InnerProfile/${admirer.id}`,
      `/InnerProfile/${stranger.id}`,
      "/connectionReq",
      "/myConnection",
      "/settings",
      "/settings/mobile",
      "/settings/withdraw-consent",
      "/settings/data",
    ]) {
      await open(page, url);
      await expectAccessible(page, url);
    }

    // The next step after Accept (docs/product-rules.md §4): the new connection, their contact details, Message.
    await open(page, "/connectionReq");
    await page.getByRole("button", { name: "Accept" }).click();
    await expectAccessible(page, "the requests page after Accept", {
      once: page.getByRole("heading", { name: `You are connected with ${admirer.fields.fullName}` }),
    });

    await open(page, "/profilePage");
    await openFilters(page);
    await page.getByLabel("Age from", { exact: true }).fill("18");
    await page.getByRole("button", { name: "Search" }).click();
    await expectAccessible(page, "the listing once filtered", {
      once: page.getByText("Filters applied successfully!"),
    });

    // By its link: with JavaScript, a client navigation loads the dialog's code at once (a page served
    // with it open waits for a first touch), so the picture picker is live.
    await open(page, "/userProfile");
    await page.getByRole("link", { name: "Edit Profile" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Profile" });
    await expect(dialog).toBeVisible();
    if (javaScriptEnabled) {
      await dialog
        .getByLabel("Profile picture")
        .setInputFiles({ name: "wide.png", mimeType: "image/png", buffer: await picture(640, 360) });
      await expectAccessible(page, "the picture crop editor", {
        once: dialog.getByRole("group", { name: "Crop the picture" }),
      });
      await dialog.getByRole("button", { name: "Cancel" }).first().click();
    }
    await dialog.getByLabel("Number of brothers (optional)", { exact: true }).fill("-1");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expectAccessible(page, "the Edit Profile dialog with an error", {
      once: dialog.getByText("Number of brothers must be at least 0"),
    });

    await open(page, "/userProfile");
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expectAccessible(page, "the account deletion with a wrong password", {
      once: page.locator("#delete-password-error").filter({ hasText: /./ }),
    });

    await open(page, "/settings/withdraw-consent");
    await page.getByRole("button", { name: "Withdraw consent and erase my account" }).click();
    await expectAccessible(page, "the withdrawal of consent with a wrong password", {
      once: page.locator("#withdraw-password-error").filter({ hasText: /./ }),
    });
    await page.context().close();
  });

  test("on the consent page a changed notice leads to, and with its refusals (§41)", async ({
    browser,
    javaScriptEnabled,
    expectAccessible,
  }) => {
    const member = await newMember("Female");
    const page = await loggedIn(browser, member, javaScriptEnabled);
    consentToAnOlderNotice(E2E_DATA_DIR, member.id);
    await open(page, "/matches");
    await expectAccessible(page, "the consent page", {
      once: page.getByRole("heading", { level: 1, name: "Please read our notice and give your consent" }),
    });
    await page.getByRole("button", { name: "I agree, continue" }).click();
    await expectAccessible(page, "the consent page with both boxes refused", {
      once: page.getByText("Please agree to the notice: we cannot keep a profile without your consent."),
    });
    await page.context().close();
  });

  test("on the matching pages: preferences, matches and the weekly e-mail", async ({
    browser,
    javaScriptEnabled,
    expectAccessible,
  }) => {
    const member = await newMember("Male");
    const page = await loggedIn(browser, member, javaScriptEnabled);
    for (const url of ["/preferences?welcome=1", "/matches", "/alerts"]) {
      await open(page, url);
      await expectAccessible(page, url);
    }
    await page.context().close();
  });

  test("on Complete your profile and the own profile with its meter (issue 19)", async ({
    browser,
    javaScriptEnabled,
    expectAccessible,
  }) => {
    const page = await loggedIn(browser, await newMember("Female"), javaScriptEnabled);
    for (const url of ["/welcome", "/userProfile"]) {
      await open(page, url);
      await expectAccessible(page, url);
    }
    await page.context().close();
  });

  test("on the shortlist and sent requests, with the Withdraw question", async ({
    browser,
    javaScriptEnabled,
    expectAccessible,
  }) => {
    test.slow(); // six pages, two axe runs each
    const [member, saved, asked] = await Promise.all([newMember("Male"), newMember("Female"), newMember("Female")]);
    await sendRequestByApi(member, asked);
    await sendRequestByApi(saved, member); // the header's count
    const page = await loggedIn(browser, member, javaScriptEnabled);
    await open(page, `/InnerProfile/${saved.id}`);
    await page.getByRole("button", { name: /^Save / }).click();
    await expect(page.locator(".flash")).toHaveText("Saved to your shortlist");
    await expectAccessible(page, "a profile once saved");
    for (const url of ["/shortlist", "/shortlisted-me", "/sentRequests", "/sentRequests?status=rejected"]) {
      await open(page, url);
      await expectAccessible(page, url);
    }
    await open(page, "/sentRequests");
    await page.getByRole("link", { name: /^Withdraw your request/ }).click();
    await expectAccessible(page, "the Withdraw question", { once: page.getByRole("dialog") });
    await page.context().close();
  });

  test("on the privacy settings with a photo request, and a profile whose photo is kept to connections", async ({
    browser,
    javaScriptEnabled,
    expectAccessible,
  }) => {
    const owner = await registerWithPhoto(baseURL, E2E_DATA_DIR, {
      gender: "Female",
      phone: uniquePhone(),
      email: uniqueEmail("e2e"),
    });
    const stranger = await newMember("Male");
    const ownerPage = await loggedIn(browser, owner, javaScriptEnabled);
    await open(ownerPage, "/settings");
    await expectAccessible(ownerPage, "/settings");
    await ownerPage.getByLabel("My connections only").check();
    await ownerPage.getByRole("button", { name: "Save" }).click();
    await expect(ownerPage.locator(".flash")).toHaveText("Photo visibility saved.");
    const strangerPage = await loggedIn(browser, stranger, javaScriptEnabled);
    await open(strangerPage, `/InnerProfile/${owner.id}`);
    await expectAccessible(strangerPage, "a profile whose photo is kept to connections");
    await strangerPage.getByRole("button", { name: "Request photo" }).click();
    await expect(strangerPage.getByRole("button", { name: "Photo requested" })).toBeDisabled();
    await open(ownerPage, "/settings");
    await expectAccessible(ownerPage, "/settings with a photo request");
    await Promise.all([ownerPage.context().close(), strangerPage.context().close()]);
  });

  test("on the administrator's pages", async ({ browser, javaScriptEnabled, expectAccessible }) => {
    test.slow();
    const admin = { email: uniqueEmail("operator", "example.org"), password: `admin-${letters(10)}` };
    await promisify(execFile)(
      "npm",
      ["run", "--silent", "admin:create", "--", "--email", admin.email, "--password", admin.password],
      {
        cwd: path.resolve(import.meta.dirname, "../.."),
        env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
      },
    );
    const member = await newMember("Female");
    const enquiry = {
      name: "Farhan Ali",
      email: "farhan@example.in",
      contact: "9811100000",
      message: "When is the next community meet?",
    };
    expect((await new ApiClient(baseURL).postJson("/api/v1/contact/user", enquiry)).status).toBe(201);
    await complaintFiled();
    const page = await loggedIn(browser, admin, javaScriptEnabled);
    for (const url of [
      "/admin",
      "/admin/enquiries",
      "/admin/mail",
      "/admin/moderation",
      "/admin/reports",
      "/admin/grievances",
      "/admin/stories",
      `/admin/members/${member.id}`,
    ]) {
      await open(page, url);
      await expectAccessible(page, url);
    }
    await page.context().close();
  });
});
