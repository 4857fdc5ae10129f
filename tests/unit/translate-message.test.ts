import { describe, expect, it } from "vitest";
import { CATALOGUES, stringsFor, translateMessage } from "~/domain/site/translations.server";
import { CONTACT_NAME_REQUIRED } from "~/forms/profile";
import { shortSignupSchema } from "~/forms/signup";

// Messages made in English on the server, shown in the reader's language (decision 021): whole, or by a
// pattern whose values are translated too; unknown ones stay English rather than fail.

describe("translateMessage", () => {
  it("leaves English as it is", () => {
    expect(translateMessage("en", "Email is required")).toBe("Email is required");
  });

  it("finds a whole message", () => {
    expect(translateMessage("hi", "Email is required")).toBe("ईमेल ज़रूरी है");
    expect(translateMessage("ur", CONTACT_NAME_REQUIRED)).toContain("رابطہ");
  });

  it("matches a pattern and translates the label inside it", () => {
    expect(translateMessage("hi", "Father's name is required")).toBe("पिता का नाम भरना ज़रूरी है");
    expect(translateMessage("ur", "Please choose the marital status")).toBe("براہِ کرم ازدواجی حیثیت منتخب کریں");
    expect(translateMessage("hi", "Please choose the wedding style")).toBe("कृपया शादी का तरीक़ा चुनें");
  });

  it("prefers the most specific pattern and keeps numbers", () => {
    expect(translateMessage("hi", "Full name must be at most 100 characters")).toBe(
      "पूरा नाम में ज़्यादा से ज़्यादा 100 अक्षर हो सकते हैं",
    );
    expect(translateMessage("ur", "Number of brothers must be at most 30")).toBe(
      "بھائیوں کی تعداد زیادہ سے زیادہ 30 ہو سکتا ہے",
    );
  });

  it("keeps a value it does not know, such as an e-mail address", () => {
    expect(translateMessage("hi", "Invitation sent to amma@example.org.")).toBe(
      "amma@example.org पर न्योता भेज दिया गया।",
    );
  });

  it("falls back to the English it does not know", () => {
    expect(translateMessage("ur", "Something nobody wrote down")).toBe("Something nobody wrote down");
  });

  it("translates every message the short signup's form gives: empty, then For myself, then for a relative", () => {
    const forms = [{}, { profileFor: "self" }, { profileFor: "mother:Female" }];
    const messages = new Set(
      forms.flatMap((form) => shortSignupSchema.safeParse(form).error!.issues.map((i) => i.message)),
    );
    // Who the profile is for, the gender For myself, a relative's name and contact, and each field left empty.
    expect(messages.size).toBe(12);
    for (const message of messages) {
      for (const language of ["hi", "ur"] as const) {
        expect(translateMessage(language, message), message).not.toBe(message);
      }
    }
  });
});

describe("translateMessage inside a message", () => {
  it("translates a pattern's value that is itself a pattern", () => {
    expect(
      translateMessage("hi", "You can send up to 10 connection requests a day. Please try again in 3 hours."),
    ).toBe("आप एक दिन में 10 तक जुड़ने के अनुरोध भेज सकते हैं। कृपया 3 घंटे बाद फिर कोशिश करें।");
  });
});

describe("stringsFor", () => {
  it("sends an English page nothing of a namespace keyed by its English, and others only its translations", () => {
    expect(stringsFor("en", "options")).toEqual({});
    expect(stringsFor("hi", "options")["Female"]).toBe("महिला");
    expect(Object.keys(stringsFor("ur", "options"))).toHaveLength(Object.keys(CATALOGUES.ur.options).length);
  });

  it("puts English under a page namespace's missing keys", () => {
    expect(stringsFor("en", "common")["nav.home"]).toBe("Home");
    expect(stringsFor("ur", "common")["nav.home"]).not.toBe("Home");
  });
});
