import { valueIn } from "../../app/forms/languages";
import { beforeAll, describe, expect, inject, it } from "vitest";
import en from "~/locales/en/profiles.json";
import hi from "~/locales/hi/profiles.json";
import ur from "~/locales/ur/profiles.json";
import hiOptions from "~/locales/hi/options.json";
import urOptions from "~/locales/ur/options.json";
import hiMessages from "~/locales/hi/messages.json";
import urMessages from "~/locales/ur/messages.json";
import { ApiClient } from "../support/client";
import { connectMembers, signedInMember, type SignedInMember } from "../support/members";
import { asHtml, expectTranslated, fixedPart } from "../support/page-text";

// The profile pages in Hindi and Urdu (issue 18): the listing with its search filters and cards (a visitor's and a
// member's), an empty search, a member's profile page with its actions (connect, save, report, block) and the
// masked contact details with their reason, the matches, the shortlist and who shortlisted me, as a browser without
// JavaScript gets them in the language its Accept-Language asks for: their words in that language, not in English.

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");

type Key = keyof typeof en;
const CATALOGUES = { hi, ur } as const;
const OPTIONS = { hi: hiOptions, ur: urOptions } as const;
const MESSAGES = { hi: hiMessages, ur: urMessages } as const;
type Language = keyof typeof CATALOGUES;
const LANGUAGES: Language[] = ["hi", "ur"];

/** A page as `client` gets it in `language`. */
async function page(client: ApiClient, path: string, language: Language): Promise<string> {
  const response = await client.fetch(path, { headers: { "Accept-Language": language } });
  expect(response.status, path).toBe(200);
  // What the reader sees: the page before its scripts (the hydration data holds English keys and values too).
  const body = await response.text();
  return body.slice(0, body.indexOf("<script"));
}

/** The page shows each key's text in the language, and not in English. */
const expectIn = (page: string, language: Language, keys: Key[], where: string) =>
  expectTranslated(page, { translated: CATALOGUES[language], english: en }, keys, where);

let man: SignedInMember;
let woman: SignedInMember;
let connected: SignedInMember;

beforeAll(async () => {
  man = await signedInMember(baseUrl, dataDir, "Male", { fullName: "Imran Ansari", city: "Aligarh" });
  woman = await signedInMember(baseUrl, dataDir, "Female", { fullName: "Rukhsar Naqvi", city: "Aligarh" });
  connected = await signedInMember(baseUrl, dataDir, "Female", { fullName: "Mehvish Rizvi", city: "Aligarh" });
  await connectMembers(man, connected);
});

describe.each(LANGUAGES)("profile pages in %s", (language) => {
  const options = OPTIONS[language];

  it("shows a visitor the listing, its filters and cards in the language", async () => {
    const body = await page(new ApiClient(baseUrl), "/profilePage", language);
    expectIn(
      body,
      language,
      [
        "listing.title",
        "searchFilters.gender",
        "searchFilters.place",
        "searchFilters.memberId",
        "searchFilters.ageFrom",
        "searchFilters.heightFrom",
        "searchFilters.maritalStatus",
        "searchFilters.educationLevel",
        "searchFilters.any",
        "searchFilters.search",
        "searchFilters.clear",
        "profileCard.age",
        "profileCard.state",
        "profileCard.work",
      ],
      "/profilePage",
    );
    // The choices in the language: a marital status, an education level as a minimum, a height.
    expect(body).toContain(`>${asHtml(options["Never Married"])}<`);
    expect(body).toContain(
      `>${asHtml(CATALOGUES[language]["searchFilters.orAbove"].replace("{{level}}", options.Graduate))}<`,
    );
    expect(body).not.toContain(">Never Married<");
    expect(body).not.toMatch(/>\d ft \d+ in \(\d+ cm\)</);
    expect(body).not.toContain(">Graduate or above<");
  });

  it("offers a visitor who opens a card to register, in the language", async () => {
    const visitor = new ApiClient(baseUrl);
    // The first card's link: the address with the card's seal (docs/product-rules.md §6).
    const [, seal] = /[?;]card=([\w-]+)#offer"/.exec(await page(visitor, "/profilePage?gender=Female", language))!;
    const body = await page(visitor, `/profilePage?gender=Female&card=${seal}`, language);
    expectIn(
      body,
      language,
      ["registerOffer.titleHer", "registerOffer.text", "registerOffer.createProfile", "registerOffer.login"],
      "a card's registration offer",
    );
    expect(body).toContain(`aria-label="${asHtml(CATALOGUES[language]["registerOffer.close"])}"`);
  });

  it("shows a member's listing with their cards, Save buttons and the fixed gender in the language", async () => {
    const body = await page(man.session, "/profilePage?place=Aligarh", language);
    expectIn(
      body,
      language,
      [
        "listing.filtersApplied",
        "profileCard.height",
        "profileCard.place",
        "profileCard.education",
        "profileCard.userId",
        "profileCard.maritalStatus",
        "saveButton.save",
        "searchFilters.sort",
        "searchFilters.newest",
        "searchFilters.bestMatch",
      ],
      "/profilePage (member)",
    );
    expect(body).toContain(`>${asHtml(options.Female)}<`);
    expect(body).toContain(
      asHtml(
        CATALOGUES[language]["profileCard.see"].replace("{{name}}", String(valueIn(language, woman.fields.fullName))),
      ),
    );
    // What the member typed stays as typed.
    expect(body).toContain(woman.fields.fullName);
  });

  it("says in the language that a member id names nobody, the id kept left to right", async () => {
    const body = await page(man.session, "/profilePage?unqId=MMR9999999", language);
    const [before] = CATALOGUES[language]["noResults.missingId"].split("{{id}}");
    expect(body).toMatch(new RegExp(`${asHtml(before)}<bdi dir="ltr">MMR0*9999999</bdi>`));
    expect(body).not.toContain("No member with ID");
  });

  it("says what is wrong with a refused filter in the language", async () => {
    const body = await page(man.session, "/profilePage?ageFrom=5&ageTo=abc", language);
    expect(body).toContain("listing-summary--problem");
    expect(body).not.toContain("Please check the filters");
    expect(body).not.toContain("must be at least");
  });

  it("shows a profile with its sections, actions and the reason its contact details are masked", async () => {
    const body = await page(man.session, `/InnerProfile/${woman.id}`, language);
    expectIn(
      body,
      language,
      [
        "innerProfile.back",
        "connectButton.connect",
        "saveButton.save",
        "profileSections.about",
        "profileSections.family",
        "profileSections.contact",
        "profileSections.withheld.none",
        "profileRows.age",
        "profileRows.fatherName",
        "profileRows.phone",
        "profileRows.email",
        "reportMember.member",
        "reportMember.reason",
        "reportMember.chooseReason",
        "reportMember.send",
        "blockMember.summary",
        "blockMember.block",
        "safetyLink.link",
      ],
      "/InnerProfile",
    );
    expect(body).toContain(asHtml(fixedPart(CATALOGUES[language]["profileHeader.memberId"])));
    expect(body).toContain(`>${asHtml(options.Female)}<`);
    expect(body).toContain(`>${asHtml(options["Fake profile"])}<`);
    expect(body).toContain("**********");
    expect(body).not.toContain("Phone and email are shown once you are connected.");
    expect(body).not.toContain("Connect Now");
  });

  it("shows a connection's profile with Connected and Send a message in the language", async () => {
    const body = await page(man.session, `/InnerProfile/${connected.id}`, language);
    expectIn(body, language, ["connectButton.connected", "innerProfile.sendMessage"], "/InnerProfile (connected)");
    expect(body).not.toContain(asHtml(CATALOGUES[language]["profileSections.withheld"]));
    expect(body).toContain(connected.fields.phone);
  });

  it("shows the matches page in the language", async () => {
    const body = await page(man.session, "/matches", language);
    expectIn(body, language, ["matches.title", "matches.rankedWithout", "matches.setPreferences"], "/matches");
  });

  it("shows the shortlist, empty and then with a saved member, in the language", async () => {
    const member = await signedInMember(baseUrl, dataDir, "Male");
    const empty = await page(member.session, "/shortlist", language);
    expectIn(
      empty,
      language,
      ["shortlist.title", "shortlist.private", "shortlist.searchProfiles", "shortlistNav.mine", "shortlistNav.savedMe"],
      "/shortlist",
    );
    expect(empty).toContain(asHtml(fixedPart(CATALOGUES[language]["shortlist.empty"])));
    expect(empty).not.toContain("No saved profiles yet.");

    const saved = await member.session.fetch("/shortlist", {
      method: "POST",
      body: new URLSearchParams({ intent: "save", memberId: woman.id, returnTo: "/shortlist" }),
    });
    expect(saved.status).toBe(302);
    const list = await page(member.session, "/shortlist", language);
    expectIn(list, language, ["saveButton.remove"], "/shortlist (saved)");
    expect(list).toContain(woman.fields.fullName);
  });

  it("answers a refused save in the language", async () => {
    const refused = await man.session.fetch("/shortlist", {
      method: "POST",
      headers: { "Accept-Language": language },
      body: new URLSearchParams({ intent: "save", memberId: man.id }),
    });
    expect(refused.status).toBe(400);
    // A form post without JavaScript: the page again, with the refusal in the reader's language.
    const body = await refused.text();
    const shown = body.slice(0, body.indexOf("<script"));
    expect(shown).toContain(asHtml(MESSAGES[language]["You cannot save your own profile"]));
    expect(shown).not.toContain("You cannot save your own profile");
  });

  it("shows who shortlisted a Basic member, and what Premium would show, in the language", async () => {
    const body = await page(woman.session, "/shortlisted-me", language);
    expectIn(
      body,
      language,
      ["shortlistedMe.title", "shortlistedMe.premiumOnly", "shortlistedMe.seePremium"],
      "/shortlisted-me",
    );
    expect(body).not.toContain("saved your profile to their shortlist");
  });
});
