import { describe, expect, it } from "vitest";
import { chooseLanguage, rememberLanguage } from "~/web/language.server";

// Which language a page is in (issue 18): the member's saved choice, else the switcher's cookie, else the
// browser's Accept-Language, else English. A cookie or header naming something else is passed over.

async function cookieFor(language: "en" | "hi" | "ur") {
  return (await rememberLanguage(language)).split(";")[0];
}

function request(headers: Record<string, string>) {
  return new Request("http://localhost/login", { headers });
}

describe("choosing the language", () => {
  it("takes the member's choice over the cookie and the browser", async () => {
    const headers = { Cookie: await cookieFor("hi"), "Accept-Language": "en-IN" };
    expect(await chooseLanguage(request(headers), { language: "ur" })).toBe("ur");
  });

  it("takes the cookie when the member has not chosen, or for a visitor", async () => {
    const headers = { Cookie: await cookieFor("hi"), "Accept-Language": "ur" };
    expect(await chooseLanguage(request(headers), { language: null })).toBe("hi");
    expect(await chooseLanguage(request(headers), null)).toBe("hi");
  });

  it("then the browser's languages, by their weights and regions", async () => {
    expect(await chooseLanguage(request({ "Accept-Language": "hi-IN,hi;q=0.9,en;q=0.8" }), null)).toBe("hi");
    expect(await chooseLanguage(request({ "Accept-Language": "fr, ur-PK;q=0.5, en;q=0.3" }), null)).toBe("ur");
    expect(await chooseLanguage(request({ "Accept-Language": "en-GB" }), null)).toBe("en");
  });

  it("falls back to English for nothing, unknown languages and a forged cookie", async () => {
    expect(await chooseLanguage(request({}), null)).toBe("en");
    expect(await chooseLanguage(request({ "Accept-Language": "fr, de;q=0.5" }), null)).toBe("en");
    const forged = `lng=${encodeURIComponent(btoa(JSON.stringify("<script>")))}`;
    expect(await chooseLanguage(request({ Cookie: forged, "Accept-Language": "hi" }), null)).toBe("hi");
    expect(await chooseLanguage(request({ Cookie: "lng=%%%garbage" }), null)).toBe("en");
  });
});
