import { describe, expect, inject, it } from "vitest";
import { ApiClient } from "../support/client";
import { queryDb } from "../support/db";
import { logIn, signedInMember } from "../support/members";

// The language switcher and the choice of language over HTTP (issue 18): POST /language keeps the choice (a
// cookie; a member's profile too) and goes back to the page, which then comes in that language and direction.

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");

const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0] ?? "";

function choose(client: ApiClient, language: string, returnTo = "/contactUs") {
  return client.fetch("/language", { method: "POST", body: new URLSearchParams({ language, returnTo }) });
}

describe("languages", () => {
  it("answers in the browser's language, and says caches must tell languages apart", async () => {
    const response = await fetch(`${baseUrl}/contactUs`, { headers: { "Accept-Language": "hi-IN,hi;q=0.9" } });
    const html = await response.text();
    expect(htmlTag(html)).toContain('lang="hi" dir="ltr"');
    expect(html).toContain("संपर्क करें");
    expect(response.headers.get("vary")).toMatch(/Cookie/);
    expect(response.headers.get("vary")).toMatch(/Accept-Language/);
  });

  it("switches a visitor to Urdu, right to left, back on the same page with a message in Urdu", async () => {
    const visitor = new ApiClient(baseUrl);
    const switched = await choose(visitor, "ur", "/contactUs?from=footer");
    expect(switched.status).toBe(302);
    expect(switched.headers.get("location")).toBe("/contactUs?from=footer");
    expect(visitor.cookieHeader()).toMatch(/\blng=/);
    const html = await (await visitor.fetch("/contactUs?from=footer")).text();
    expect(htmlTag(html)).toContain('lang="ur" dir="rtl"');
    expect(html).toContain("اب سائٹ اردو میں ہے۔");
    expect(html).toMatch(/<button [^>]*aria-current="true" class="language-switcher__option"[^>]*>اردو</);
  });

  it("refuses a language it does not offer with a message, keeping the one in use", async () => {
    const visitor = new ApiClient(baseUrl);
    await choose(visitor, "hi");
    await visitor.fetch("/contactUs"); // shows and clears the first message
    const refused = await choose(visitor, "fr");
    expect(refused.status).toBe(302);
    const html = await (await visitor.fetch("/contactUs")).text();
    expect(htmlTag(html)).toContain('lang="hi"');
    expect(html).toContain("दी गई भाषाओं में से कोई एक चुनें।");
  });

  it("goes back only to a page of this site", async () => {
    for (const returnTo of ["//evil.example/", "https://evil.example/", "/\\evil.example"]) {
      const response = await choose(new ApiClient(baseUrl), "hi", returnTo);
      expect(response.headers.get("location")).toBe("/");
    }
    const get = await fetch(`${baseUrl}/language`, { redirect: "manual" });
    expect(get.status).toBe(302);
    expect(get.headers.get("location")).toBe("/");
  });

  it("keeps a member's choice with their profile: another device shows it, whatever its browser says", async () => {
    const member = await signedInMember(baseUrl, dataDir, "Female");
    await choose(member.session, "ur");
    const [row] = queryDb<{ language: string }>(
      dataDir,
      "select language from members where email = ?",
      member.fields.email,
    );
    expect(row.language).toBe("ur");

    const otherDevice = await logIn(baseUrl, member.fields);
    const html = await (await otherDevice.fetch("/contactUs", { headers: { "Accept-Language": "hi" } })).text();
    expect(htmlTag(html)).toContain('lang="ur" dir="rtl"');
  });

  it("keeps the messages the original client compares in English", async () => {
    const member = await signedInMember(baseUrl, dataDir, "Male");
    await choose(member.session, "hi");
    const logout = await member.session.fetch("/api/v1/auth/logout", {
      method: "POST",
      headers: { "Accept-Language": "hi" },
    });
    expect((await logout.json()).message).toBe("Logged out successfully");
  });
});
