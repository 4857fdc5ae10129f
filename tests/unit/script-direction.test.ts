import { describe, expect, it } from "vitest";
import { createT } from "~/components/translate";
import { heightPhrase, say } from "~/forms/phrase";
import { valueIn } from "~/forms/languages";
import { fixedT } from "~/domain/site/translations.server";
import { parseEnv, siteNameIn } from "~/services/env.server";
import enProfiles from "~/locales/en/profiles.json";
import urProfiles from "~/locales/ur/profiles.json";

// Issue 40, item 4 (docs/product-rules.md §37): a Latin value inside an Urdu sentence keeps its own direction, and
// the site's name is the operator's for each language.

const FSI = "\u2068";
const PDI = "\u2069";

describe("a value put into a sentence", () => {
  it("is isolated in Urdu when it is Latin text: an e-mail, a member id, a height as typed, a name", () => {
    for (const value of ["zoya@example.in", "MMR0042", "5 ft 6 in", "Zoya Qureshi", "+91 98100 00000"]) {
      expect(valueIn("ur", value)).toBe(`${FSI}${value}${PDI}`);
    }
  });

  it("is left as it is in English and Hindi; a number, digits, Urdu words, a link, an isolated value too", () => {
    expect(valueIn("en", "zoya@example.in")).toBe("zoya@example.in");
    expect(valueIn("hi", "MMR0042")).toBe("MMR0042");
    expect(valueIn("ur", 168)).toBe(168);
    expect(valueIn("ur", "661379")).toBe("661379");
    expect(valueIn("ur", "والد")).toBe("والد");
    expect(valueIn("ur", "https://example.org/connectionReq")).toBe("https://example.org/connectionReq");
    expect(valueIn("ur", "\u2066+91 98100 00000\u2069")).toBe("\u2066+91 98100 00000\u2069");
  });

  it("reads a typed height in its own order on an Urdu page and in an Urdu e-mail alike", () => {
    const typedAndRead = { key: "profileHeight.typedAndRead", values: { typed: "5.6", read: heightPhrase(168) } };
    const page = say(createT("ur", { ...enProfiles, ...urProfiles }), typedAndRead);
    // The height read is a sentence of its own, isolated too: its first letter makes it right to left.
    expect(page).toBe(`${FSI}5.6${PDI} — ${FSI}5 فٹ 6 انچ (168 سینٹی میٹر)${PDI}`);
    expect(fixedT("ur", "profiles")("profileHeight.typedAndRead", { typed: "5.6", read: "x" })).toBe(
      `${FSI}5.6${PDI} — ${FSI}x${PDI}`,
    );
    expect(say(createT("en", enProfiles), typedAndRead)).toBe("5.6 — 5 ft 6 in (168 cm)");
  });
});

describe("the site's name", () => {
  it("is the operator's for Hindi and Urdu, and SITE_NAME where one is not given", () => {
    const named = parseEnv({ SITE_NAME: "Rishta Ghar", SITE_NAME_HI: "रिश्ता घर", SITE_NAME_UR: "رشتہ گھر" });
    expect(siteNameIn("en", named)).toBe("Rishta Ghar");
    expect(siteNameIn("hi", named)).toBe("रिश्ता घर");
    expect(siteNameIn("ur", named)).toBe("رشتہ گھر");
    const englishOnly = parseEnv({ SITE_NAME: "Rishta Ghar", SITE_NAME_UR: " " });
    for (const language of ["en", "hi", "ur"] as const) expect(siteNameIn(language, englishOnly)).toBe("Rishta Ghar");
  });
});
