import { describe, expect, inject, it } from "vitest";
import { currentNotice } from "../../app/domain/accounts/notice";
import { ApiClient } from "../support/client";
import { copyMember, queryDb } from "../support/db";
import { dobForAge, LATER_COLUMNS, newShortSignup, registerMember, sqlName } from "../support/members";
import { readOutbox, readSmsOutbox } from "../support/outbox";
import { createProfile, postForm, sendSignupCodes } from "../support/site-signup";
import { wrongCodeFor } from "../support/sms-codes";

// The site's short signup over real HTTP (docs/product-rules.md §3, decision 045), as a browser without JavaScript
// posts it: the form (intent "step1"), which sends the e-mail code and the SMS code at once, then "Create my
// profile" (intent "create") with both. Bad input is refused beside its field and writes nothing; the member is made
// only with both right codes, with nothing of the later profile.
const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");

const SAME_AS_CREATOR =
  "Please enter the mobile number or e-mail address of the person the profile is for, not your own: they confirm it";
const CONTACT_NAME_REQUIRED = "Contact person&#x27;s name is required when family or a friend manages the profile";

/** A browser of its own, on an address of its own (the server trusts its proxy): no per-client limit is shared. */
let browsers = 0;
const newBrowser = () => new ApiClient(baseUrl, `198.19.39.${++browsers}`);

const memberRow = (email: string) =>
  queryDb<Record<string, unknown>>(dataDir, "select * from members where email = ?", email)[0];
/** What was sent to the form's addresses: codes stored, e-mails and SMS written. */
const sentTo = (fields: Record<string, string>) => ({
  codes: queryDb<{ n: number }>(
    dataDir,
    "select count(*) as n from email_codes where email in (?, ?)",
    fields.email,
    fields.phone,
  )[0].n,
  mails: readOutbox(dataDir).filter((mail) => mail.to === fields.email).length,
  sms: readSmsOutbox(dataDir).filter((sms) => sms.to === `+91${fields.phone}`).length,
});
const NOTHING_SENT = { codes: 0, mails: 0, sms: 0 };

/** "We sent a 6-digit code to …", "Mobile verified. …": the words, then the address isolated (React may put an
 * empty comment between two texts). */
const saysWithAddress = (words: string, address: string) =>
  new RegExp(`${words.replace(/[.]/g, "\\.")}(<!-- -->)? <bdi dir="ltr">${address.replace(/[.]/g, "\\.")}</bdi>`);

/** The field is marked invalid on the page (its message is beside it, named by aria-describedby). */
const invalid = (name: string) =>
  new RegExp(`<(input|select)[^>]*name="${name}"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="${name}"`);

describe("the short signup's form", () => {
  it.each([
    ["no choice of whom the profile is for", { profileFor: "" }, "profileFor", "Please choose who the profile is for"],
    ["For myself without the gender", { gender: "" }, "gender", "Please choose the gender"],
    [
      "for a relative without their name",
      { profileFor: "mother:Female", gender: "", contactName: "", candidateContact: "aisha.k@example.in" },
      "contactName",
      CONTACT_NAME_REQUIRED,
    ],
    [
      "for a relative without the candidate's own contact",
      { profileFor: "father:Male", gender: "", contactName: "Rafiq Sheikh", candidateContact: "" },
      "candidateContact",
      "Please enter the mobile number or e-mail address of the person the profile is for: they confirm it",
    ],
    ["someone under 18", { dob: dobForAge(17) }, "dob", "You must be 18 or over to register"],
    [
      "a number that is not an Indian mobile",
      { phone: "1234567890" },
      "phone",
      "Please enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9",
    ],
    ["an e-mail address that is not one", { email: "sana.at.example.in" }, "email", "Invalid email address"],
    ["a short password", { password: "short" }, "password", "Password must be at least 8 characters"],
  ] as [string, Record<string, string>, string, string][])(
    "refuses %s beside the field, keeps what was typed, sends no code",
    async (_case, change, field, message) => {
      const browser = newBrowser();
      const fields = { ...newShortSignup(), ...change };
      const refused = await postForm(browser, "/signup", { intent: "step1", ...fields });
      expect(refused.status).toBe(400);
      const page = await refused.text();
      expect(page).toContain(message);
      expect(page).toMatch(invalid(field));
      // What was typed is on the page again: the bride's or groom's name in its field.
      expect(page).toMatch(
        new RegExp(`name="fullName"[^>]*value="${fields.fullName}"|value="${fields.fullName}"[^>]*name="fullName"`),
      );
      expect(sentTo(fields)).toEqual(NOTHING_SENT);
      expect(memberRow(fields.email)).toBeUndefined();
      // The codes' step does not open.
      expect(await (await browser.fetch("/signup?step=2")).text()).not.toContain("<h2>Enter the codes we sent</h2>");
    },
  );

  it("refuses the creator's own e-mail as the candidate's, beside that field", async () => {
    const browser = newBrowser();
    const fields = newShortSignup({ profileFor: "sister:Female", contactName: "Nazia Sheikh" });
    const refused = await postForm(browser, "/signup", {
      intent: "step1",
      ...fields,
      candidateContact: fields.email.toUpperCase(),
    });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain(SAME_AS_CREATOR);
    expect(page).toMatch(invalid("candidateContact"));
    expect(sentTo(fields)).toEqual(NOTHING_SENT);
  });

  it("answers odd forms with a 4xx or a redirect to the form, never a 5xx, and writes nothing", async () => {
    const browser = newBrowser();
    const fields = newShortSignup();
    const form = new URLSearchParams({ intent: "step1", ...fields });
    const odd = (changes: Record<string, string | string[]>) => {
      const body = new URLSearchParams(form);
      for (const [name, value] of Object.entries(changes)) {
        body.delete(name);
        for (const one of [value].flat()) body.append(name, one);
      }
      return body;
    };
    const bodies = [
      odd({ profileFor: "__proto__" }),
      odd({ profileFor: "toString" }),
      odd({ profileFor: ["self", "mother:Female"] }),
      odd({ profileFor: "self\u0000" }),
      odd({ fullName: "x".repeat(100_000) }),
      odd({ dob: "2001-02-30" }),
      odd({ email: [fields.email, "other@example.in"] }),
      odd({ intent: "hasOwnProperty" }),
      odd({ intent: "submit" }),
      new URLSearchParams({ intent: "create", emailCode: "123456", smsCode: "123456" }),
      new URLSearchParams({ intent: "send-code" }),
      new URLSearchParams({ intent: "send-sms-code" }),
    ];
    for (const body of bodies) {
      const answer = await browser.fetch("/signup", { method: "POST", body });
      await answer.arrayBuffer();
      const refusedOrSentBack =
        (answer.status >= 400 && answer.status < 500) ||
        (answer.status === 302 && answer.headers.get("location") === "/signup");
      expect(refusedOrSentBack, `${answer.status} ${String(body).slice(0, 80)}`).toBe(true);
    }
    expect(sentTo(fields)).toEqual(NOTHING_SENT);
    expect(memberRow(fields.email)).toBeUndefined();
  });

  it("with the hidden field filled (a robot): the codes' step, but no code sent and no member made", async () => {
    const browser = newBrowser();
    const fields = newShortSignup({ website: "https://spam.example" });
    const step1 = await postForm(browser, "/signup", { intent: "step1", ...fields });
    expect([step1.status, step1.headers.get("location")]).toEqual([302, "/signup?step=2"]);
    await new Promise((resolve) => setTimeout(resolve, 300)); // an e-mail or SMS would be written by now
    expect(sentTo(fields)).toEqual(NOTHING_SENT);
    const guessed = await createProfile(browser, { emailCode: "123456", smsCode: "654321" });
    expect(guessed.status).toBe(400);
    expect(memberRow(fields.email)).toBeUndefined();
  });
});

describe("the codes and Create my profile", () => {
  it("refuses wrong codes beside their boxes; the right ones make the member, signed in", async () => {
    const browser = newBrowser();
    const fields = newShortSignup({ gender: "Male", dob: dobForAge(29) });
    const codes = await sendSignupCodes(browser, dataDir, fields);
    expect(readOutbox(dataDir).find((mail) => mail.to === fields.email)?.subject).toBe(
      `Your verification code: ${codes.emailCode}`,
    );
    const step2 = await (await browser.fetch("/signup?step=2")).text();
    expect(step2).toContain("<h2>Enter the codes we sent</h2>");
    expect(step2).toMatch(saysWithAddress("We sent a 6-digit code to", fields.email));
    expect(step2).toMatch(saysWithAddress("We sent a 6-digit code by SMS to", fields.phone));

    const wrong = await createProfile(browser, {
      emailCode: wrongCodeFor(codes.emailCode),
      smsCode: wrongCodeFor(codes.smsCode),
    });
    expect(wrong.status).toBe(400);
    const refusal = await wrong.text();
    expect(refusal).toContain("OTP Verification Failed! Please enter the correct OTP.");
    expect(refusal).toContain("Invalid OTP. Please try again.");
    expect(refusal).toMatch(invalid("emailCode"));
    expect(refusal).toMatch(invalid("smsCode"));
    const malformed = await createProfile(browser, { emailCode: "12a", smsCode: codes.smsCode });
    expect(malformed.status).toBe(400);
    const malformedPage = await malformed.text();
    expect(malformedPage).toContain("Please enter a valid 6-digit OTP.");
    // The right SMS code counts, the mobile is shown proven; still no member without the e-mail's.
    expect(malformedPage).toMatch(saysWithAddress("Mobile verified.", fields.phone));
    expect(memberRow(fields.email)).toBeUndefined();

    const created = await createProfile(browser, { emailCode: codes.emailCode, smsCode: "" });
    expect([created.status, created.headers.get("location")]).toEqual([302, "/welcome"]);
    const welcome = await (await browser.fetch("/welcome")).text();
    expect(welcome).toContain("Success! Form submitted successfully!");
    expect(welcome).toMatch(/<meter[^>]*value="0"/);
    expect(welcome).toContain("Add your height and marital status");

    const row = memberRow(fields.email);
    for (const column of LATER_COLUMNS.map(sqlName)) expect(row[column], column).toBeNull();
    expect(row).toMatchObject({
      full_name: fields.fullName,
      gender: "Male",
      dob: dobForAge(29),
      age: 29,
      phone: fields.phone,
      profile_created_by: "self",
      contact_name: null,
      awaiting_candidate: 0,
    });
    expect(row.mobile_verified_at).toEqual(expect.any(Number));
    expect(row.email_verified_at).toEqual(expect.any(Number));
    expect(
      queryDb(
        dataDir,
        "select notice_version, source, declared from consents where member_unq_id = ?",
        row.unq_id as number,
      ),
    ).toEqual([{ notice_version: currentNotice().version, source: "signup", declared: 1 }]);
    // The codes are used up: another browser cannot make a second account with them.
    const again = newBrowser();
    await postForm(again, "/signup", { intent: "step1", ...fields });
    expect((await createProfile(again, codes)).status).toBe(400);
    expect(queryDb(dataDir, "select unq_id from members where email = ?", fields.email)).toHaveLength(1);
  });

  it("For my daughter, I am her mother: the gender from the choice, and the profile waits for her", async () => {
    const browser = newBrowser();
    const fields = newShortSignup({ profileFor: "mother:Female", contactName: "Rukhsana Begum" });
    expect(fields).not.toHaveProperty("gender");
    const created = await createProfile(browser, await sendSignupCodes(browser, dataDir, fields));
    expect(created.headers.get("location")).toBe("/welcome");
    expect(memberRow(fields.email)).toMatchObject({
      gender: "Female",
      profile_created_by: "parent",
      contact_relation: "mother",
      contact_name: "Rukhsana Begum",
      awaiting_candidate: 1,
      father_name: null,
    });
    // The person it is for is asked to confirm it (§31a), at the contact given for her.
    const invitation = readOutbox(dataDir).find((mail) => mail.to === fields.candidateContact);
    expect(invitation?.subject).toContain("please confirm the marriage profile made for you");
  });

  it("Change it: the form again as typed; a new e-mail gets its own code, the SMS code still counts", async () => {
    const browser = newBrowser();
    const fields = newShortSignup();
    const first = await sendSignupCodes(browser, dataDir, fields);
    const form = await (await browser.fetch("/signup?step=1")).text();
    expect(form).toMatch(
      new RegExp(`name="email"[^>]*value="${fields.email}"|value="${fields.email}"[^>]*name="email"`),
    );
    expect(form).toMatch(/<option value="self" selected="">For myself<\/option>/);
    // The password was kept as its hash: the form without JavaScript says so and may leave it empty.
    expect(form).toContain("We kept the password you chose; it is not shown again.");

    const corrected = { ...fields, email: `new.${fields.email}`, password: "" };
    const smsBefore = sentTo(fields).sms;
    const { emailCode } = await sendSignupCodes(browser, dataDir, corrected);
    expect(sentTo(fields).sms).toBe(smsBefore); // the same number: no second SMS
    expect((await createProfile(browser, { emailCode: first.emailCode, smsCode: first.smsCode })).status).toBe(400);
    const created = await createProfile(browser, { emailCode, smsCode: first.smsCode });
    expect(created.headers.get("location")).toBe("/welcome");
    expect(memberRow(corrected.email)).toMatchObject({ phone: fields.phone });
    expect(memberRow(fields.email)).toBeUndefined();
    // The password first chosen is the one kept.
    const login = await newBrowser().postJson("/api/v1/auth/login", {
      email: corrected.email,
      password: fields.password,
    });
    expect(login.status).toBe(200);
  });

  it("an e-mail already registered: the form's error at the top of the codes' step, no second account", async () => {
    // A member who registered a while ago: no code sent to the address lately.
    const { id } = await registerMember(baseUrl, dataDir);
    const taken = `taken.${Date.now()}@example.in`;
    copyMember(dataDir, id, taken);
    const browser = newBrowser();
    const fields = newShortSignup({ email: taken });
    const refused = await createProfile(browser, await sendSignupCodes(browser, dataDir, fields));
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(await refused.text()).toContain(
      "Error! Failed to submit the form. This email is already registered. Please log in or reset your password.",
    );
    expect(queryDb(dataDir, "select unq_id from members where email = ?", taken)).toHaveLength(1);
    expect(queryDb(dataDir, "select unq_id from members where phone = ?", fields.phone)).toHaveLength(0);
  });
});
