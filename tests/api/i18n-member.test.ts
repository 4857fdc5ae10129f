import { describe, expect, inject, it } from "vitest";
import { signedInMember } from "../support/members";

// The member's own pages in Hindi and Urdu (issue 18, the "member" namespace): the own profile with the Edit
// Profile dialog, partner preferences, privacy settings, the weekly match e-mails and their stop link, and
// "Complete your profile". Each page answers in the browser's language; its English does not show.

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");

const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0] ?? "";
/** The text as an element's whole content, not only somewhere in the page's data. */
const shown = (text: string) => new RegExp(`>${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}<`);
const ENGLISH_MONTHS = /January|February|March|April|May|June|July|August|September|October|November|December/;

describe("the member's own pages in Hindi and Urdu", () => {
  it("shows the own profile, its plan and the Edit Profile dialog in Hindi", async () => {
    const member = await signedInMember(baseUrl, dataDir, "Female");
    const page = await member.session.fetch("/userProfile", { headers: { "Accept-Language": "hi" } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(htmlTag(html)).toContain('lang="hi" dir="ltr"');
    expect(html).toMatch(shown("मेरा खाता हटाएँ"));
    expect(html).toMatch(shown("पुष्टि के लिए अपना पासवर्ड डालें"));
    expect(html).toMatch(shown("आपका प्लान"));
    expect(html).toMatch(shown("बेसिक"));
    expect(html).toMatch(/<title>मेरी प्रोफ़ाइल<\/title>/);
    expect(html).not.toContain("Delete my account");
    expect(html).not.toContain("Your password, to confirm");

    const dialog = await (
      await member.session.fetch("/userProfile?edit=1", { headers: { "Accept-Language": "hi" } })
    ).text();
    expect(dialog).toMatch(shown("प्रोफ़ाइल फ़ोटो"));
    expect(dialog).toMatch(shown("जन्म तिथि"));
    expect(dialog).toMatch(shown("सहेजें"));
    expect(dialog).not.toContain("Profile picture");
    expect(dialog).not.toContain("Only our team can correct these");
  });

  it("shows the own profile right to left in Urdu", async () => {
    const member = await signedInMember(baseUrl, dataDir, "Male");
    const html = await (await member.session.fetch("/userProfile", { headers: { "Accept-Language": "ur" } })).text();
    expect(htmlTag(html)).toContain('lang="ur" dir="rtl"');
    expect(html).toMatch(shown("میرا اکاؤنٹ حذف کریں"));
    expect(html).toMatch(shown("رازداری کی ترتیبات"));
    expect(html).not.toContain("Delete my account");
  });

  it.each(["en", "hi", "ur"])(
    "in %s the own profile, the listing, /matches and home show every word they need and no other page's",
    async (language) => {
      const member = await signedInMember(baseUrl, dataDir, "Female");
      const visitor = (path: string, init: RequestInit) => fetch(`${baseUrl}${path}`, init);
      const pages = [
        ...["/userProfile", "/userProfile?edit=1", "/profilePage?ageFrom=21&ageTo=30", "/matches", "/"].map((path) => ({
          path,
          get: (p: string, init: RequestInit) => member.session.fetch(p, init),
        })),
        // A refused value and a search that finds nobody show the form's messages and the widening hints.
        ...["/profilePage?ageFrom=abc", "/profilePage?place=Nowhere%20Khurd"].flatMap((path) => [
          { path, get: (p: string, init: RequestInit) => member.session.fetch(p, init) },
          { path, get: visitor },
        ]),
      ];
      for (const { path, get } of pages) {
        const html = await (await get(path, { headers: { "Accept-Language": language } })).text();
        const page = html.slice(0, html.indexOf("<script"));
        // /matches and the home page show match cards (their words are the ones to check), each saying why it fits.
        if (path === "/matches" || path === "/") expect(page, path).toContain('class="match__reason"');
        // A key the page's words lack shows as itself ("editProfile.title", or "MatchFit.theirsNone" at the start of
        // a sentence): none, in the text or a label.
        expect(page.replace(/<[^>]*>/g, " "), path).not.toMatch(/(^|\s)[a-zA-Z][a-zA-Z]+\.[a-z][a-zA-Z]+(\s|$)/);
        expect(page, path).not.toMatch(/(aria-label|title|alt)="[a-z][a-zA-Z]+\.[a-z][a-zA-Z]+"/);
        // Other pages' words stay on their own pages: the messages', the signup's, the data download's, and the
        // search's on the own profile, the Edit Profile dialog's on the listing.
        const elsewhere = path.startsWith("/userProfile") ? "searchFilters." : "editProfile.";
        for (const key of [elsewhere, "conversation.", "signupVerify.", "myData."])
          expect(html, path).not.toContain(key);
      }
    },
  );

  it("shows partner preferences in Urdu, the heights in Urdu words, and in Hindi", async () => {
    const member = await signedInMember(baseUrl, dataDir, "Female");
    const urdu = await (await member.session.fetch("/preferences", { headers: { "Accept-Language": "ur" } })).text();
    expect(urdu).toMatch(shown("مجھے کس کی تلاش ہے"));
    expect(urdu).toMatch(shown("ترجیحات محفوظ کریں"));
    expect(urdu).toContain("5 فٹ 6 انچ (168 سینٹی میٹر)");
    expect(urdu).not.toContain("Who I am looking for");
    // The page's own choices; the hydration data carries the catalogue's English keys, so look before it.
    expect(urdu.slice(0, urdu.indexOf("<script"))).not.toContain("5 ft 6 in");

    const hindi = await (await member.session.fetch("/preferences", { headers: { "Accept-Language": "hi" } })).text();
    expect(hindi).toMatch(shown("मुझे किसकी तलाश है"));
    expect(hindi).toMatch(shown("नए रिश्ते ईमेल पर"));
    expect(hindi).not.toContain("Save preferences");
  });

  it("shows the privacy settings in Hindi and in Urdu", async () => {
    const member = await signedInMember(baseUrl, dataDir, "Male");
    const hindi = await (await member.session.fetch("/settings", { headers: { "Accept-Language": "hi" } })).text();
    expect(hindi).toMatch(shown("मेरी फ़ोटो कौन देख सकता है"));
    expect(hindi).toMatch(shown("ब्लॉक किए गए सदस्य"));
    expect(hindi).not.toContain("Who can see my photo");
    expect(hindi).not.toContain("Blocked members");

    const urdu = await (await member.session.fetch("/settings", { headers: { "Accept-Language": "ur" } })).text();
    expect(htmlTag(urdu)).toContain('dir="rtl"');
    expect(urdu).toMatch(shown("پڑھنے کی اطلاع"));
    expect(urdu).not.toContain("Read receipts");
  });

  it("shows the weekly match e-mails in Hindi, the next day in Hindi too", async () => {
    const member = await signedInMember(baseUrl, dataDir, "Female");
    const off = await (await member.session.fetch("/alerts", { headers: { "Accept-Language": "hi" } })).text();
    expect(off).toMatch(shown("हर हफ़्ते रिश्तों के ईमेल"));
    expect(off).not.toContain("Weekly match e-mails");

    const started = await member.session.fetch("/alerts", {
      method: "POST",
      headers: { "Accept-Language": "hi" },
      body: new URLSearchParams({ intent: "preferences" }),
    });
    expect(started.status).toBe(302);
    const on = await (await member.session.fetch("/alerts", { headers: { "Accept-Language": "hi" } })).text();
    const nextDay = /अगला ईमेल: <strong>([^<]+)<\/strong>/.exec(on)?.[1];
    expect(nextDay).toBeDefined();
    expect(nextDay).not.toMatch(ENGLISH_MONTHS);
    expect(on).toMatch(shown("हफ़्तावार ईमेल बंद करें"));
    expect(on).not.toContain("Stop weekly e-mails");
  });

  it("shows the e-mail's stop link page in Urdu to a visitor", async () => {
    const response = await fetch(`${baseUrl}/alerts/stop?token=x`, { headers: { "Accept-Language": "ur" } });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(htmlTag(html)).toContain('lang="ur" dir="rtl"');
    expect(html).toMatch(shown("ہفتہ وار رشتوں کی ای میلز"));
    expect(html).toMatch(shown("ہفتہ وار رشتوں کی ای میلز کا انتظام کریں"));
    expect(html).not.toContain("Manage weekly match e-mails");
  });

  it("shows Complete your profile in Hindi, with the member's own name as it is", async () => {
    const member = await signedInMember(baseUrl, dataDir, "Male");
    const html = await (await member.session.fetch("/welcome", { headers: { "Accept-Language": "hi" } })).text();
    expect(html).toMatch(shown("अपनी प्रोफ़ाइल पूरी करें"));
    expect(html).toMatch(/>प्रोफ़ाइल \d+% पूरी</);
    expect(html).toMatch(shown("प्रोफ़ाइल फ़ोटो लगाएँ"));
    expect(html).toContain(`स्वागत है, ${member.fields.fullName.split(" ")[0]}।`);
    expect(html).not.toContain("Families read complete profiles first");
  });
});
