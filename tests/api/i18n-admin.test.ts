import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, inject, it } from "vitest";
import en from "~/locales/en/admin.json";
import hi from "~/locales/hi/admin.json";
import ur from "~/locales/ur/admin.json";
import hiMessages from "~/locales/hi/messages.json";
import urMessages from "~/locales/ur/messages.json";
import type { ApiClient } from "../support/client";
import { logIn, signedInMember } from "../support/members";
import { asHtml, expectTranslated } from "../support/page-text";

// The operator's pages in Hindi and Urdu (issue 18): the members list, a member's page with its plan and reports,
// enquiries, outgoing e-mail, moderation, reports and success stories, as a browser without JavaScript gets them
// in the language its Accept-Language asks for; and the plan and story forms' refusals in that language.

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");
const root = path.resolve(import.meta.dirname, "../..");

type Key = keyof typeof en;
const CATALOGUES = { hi, ur } as const;
const MESSAGES = { hi: hiMessages, ur: urMessages } as const;
type Language = keyof typeof CATALOGUES;
const LANGUAGES: Language[] = ["hi", "ur"];

/** The page shows each key's text in the language, and not in English. */
const expectIn = (page: string, language: Language, keys: Key[], where: string) =>
  expectTranslated(page, { translated: CATALOGUES[language], english: en }, keys, where);

const admin = { email: "i18n.admin@example.org", password: "admin-pass-i18n" };
let session: ApiClient;
let memberId: string;

async function get(language: Language, pagePath: string): Promise<string> {
  const response = await session.fetch(pagePath, { headers: { "Accept-Language": language } });
  expect(response.status, pagePath).toBe(200);
  return response.text();
}

describe("the admin pages in Hindi and Urdu", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    // Made as the operator does it (README: Operations).
    await promisify(execFile)(
      "npm",
      ["run", "--silent", "admin:create", "--", "--email", admin.email, "--password", admin.password],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir } },
    );
    session = await logIn(baseUrl, admin);
    memberId = (await signedInMember(baseUrl, dataDir, "Female")).id;
  });

  it.each(LANGUAGES)("%s: the layout and the members list", async (language) => {
    const page = await get(language, "/admin");
    // The first page is the dashboard of today's numbers (issue 40).
    expect(page).toContain(`<h1 id="today-heading">${asHtml(CATALOGUES[language]["adminDashboard.title"])}</h1>`);
    expect(page).toContain(`aria-label="${asHtml(CATALOGUES[language]["adminNav.title"])}"`);
    expectIn(
      page,
      language,
      ["adminNav.logOut", "adminNav.newsletter", "adminMembers.searchLabel", "adminMembers.search"],
      "/admin",
    );
  });

  it.each(LANGUAGES)("%s: a member's page, with the correction form, the plan and the reports", async (language) => {
    const page = await get(language, `/admin/members/${memberId}`);
    expectIn(
      page,
      language,
      [
        "adminMember.back",
        "adminMember.details",
        "adminMember.correctionHeading",
        "adminMember.correctionNote",
        "adminMember.saveCorrection",
        "adminPlan.activateHeading",
        "adminPlan.activate",
        "adminPlan.noPlans",
        "adminReport.aboutMember",
        "adminReport.noReports",
      ],
      "/admin/members/:id",
    );
  });

  it.each(LANGUAGES)("%s: the plan form's refusal", async (language) => {
    const response = await session.fetch(`/admin/members/${memberId}`, {
      method: "POST",
      headers: { "Accept-Language": language },
      body: new URLSearchParams({ intent: "activate-plan", plan: "gold", startDate: "" }),
    });
    const page = await response.text();
    expect(page).toContain(asHtml(MESSAGES[language]["Please choose Premium or Elite."]));
    expect(page).not.toContain("Please choose Premium or Elite.");
  });

  it.each(LANGUAGES)("%s: enquiries, outgoing e-mail, moderation and reports", async (language) => {
    expectIn(await get(language, "/admin/enquiries"), language, ["adminEnquiries.showHandled"], "enquiries");
    expectIn(
      await get(language, "/admin/mail"),
      language,
      ["adminMail.failed", "adminMail.failedHint", "adminMail.waiting", "adminMail.waitingHint"],
      "mail",
    );
    expectIn(await get(language, "/admin/moderation"), language, ["adminModeration.recent"], "moderation");
    expectIn(await get(language, "/admin/reports"), language, ["adminReports.recent"], "reports");
  });

  it.each(LANGUAGES)("%s: success stories, and the story form's refusal", async (language) => {
    const page = await get(language, "/admin/stories");
    expect(page).toContain(`<h1>${asHtml(CATALOGUES[language]["adminNav.stories"])}</h1>`);
    expectIn(
      page,
      language,
      ["adminStories.introLink", "adminStoryForm.addTitle", "adminStoryForm.names", "adminStoryForm.namesHint"],
      "stories",
    );

    const form = new FormData();
    for (const [name, value] of Object.entries({ intent: "add", names: "", city: "", year: "", text: "" }))
      form.set(name, value);
    const refused = await (
      await session.fetch("/admin/stories", { method: "POST", headers: { "Accept-Language": language }, body: form })
    ).text();
    expect(refused).toContain(asHtml(MESSAGES[language]["Please enter the couple's first names."]));
    expect(refused).not.toContain(asHtml("Please enter the couple's first names."));
  });
});
