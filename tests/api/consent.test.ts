import { describe, expect, inject, it } from "vitest";
import { currentNotice, ORIGINAL_CLIENT_NOTICE } from "../../app/domain/accounts/notice";
import { ApiClient } from "../support/client";
import { queryDb } from "../support/db";
import { oldBuildSignup, registerWithoutCookie, verifyEmailWithoutCookie } from "../support/original-client";
import { readOutbox } from "../support/outbox";
import { consentToAnOlderNotice, newShortSignup, signedInMember } from "../support/members";
import { createProfile, postForm, sendSignupCodes } from "../support/site-signup";

// Notice and consent over real HTTP (issue 38, item 2; docs/product-rules.md §41; docs/api-contract.md §7): the
// original client's register answers as before and records its consent, marked with its own notice version; the
// site's signup records the current notice's with the declaration, and its creation address; a member whose
// consent is to an older notice is sent to /consent from the site's pages, never from /api/v1.
const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");

type ConsentRow = { notice_version: string; source: string; declared: number; language: string };
const consentsWhere = (column: "email" | "public_id", value: string) =>
  queryDb<ConsentRow>(
    dataDir,
    `select notice_version, source, declared, language from consents
     where member_unq_id = (select unq_id from members where ${column} = ?) order by created_at desc, id desc`,
    value,
  );

/** /consent's form with both boxes ticked, as a browser without JavaScript sends it. */
const giveConsent = (client: ApiClient, redirectTo: string) =>
  postForm(client, "/consent", { intent: "consent", redirectTo, noticeConsent: "on", declaration: "on" });

describe("the original client's register", () => {
  it("answers as before, and records its consent with the original client's notice version, undeclared", async () => {
    const fields = oldBuildSignup();
    await verifyEmailWithoutCookie(baseUrl, dataDir, fields.email);
    const response = await registerWithoutCookie(baseUrl, fields);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(["message", "msg", "success", "user"]);
    expect(body).toMatchObject({ success: true, message: "Success! Form submitted successfully!" });
    expect(Object.keys(body.user).sort()).toEqual(["_id", "unqId"]);
    expect(consentsWhere("email", fields.email)).toEqual([
      { notice_version: ORIGINAL_CLIENT_NOTICE, source: "api", declared: 0, language: "en" },
    ]);
  });
});

describe("the site's signup without JavaScript", () => {
  it("refuses the form without the two boxes, each on its field; then records consent and address", async () => {
    const client = new ApiClient(baseUrl, "198.19.38.2");
    const fields = newShortSignup({ gender: "Male" });
    const { noticeConsent: _notice, declaration: _declaration, ...unticked } = fields;
    const refused = await postForm(client, "/signup", { intent: "step1", ...unticked });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain("Please agree to the notice: we cannot keep a profile without your consent.");
    expect(page).toContain("Please confirm that you are looking for marriage and that the details you give are true.");
    expect(page).toMatch(
      /<input[^>]*id="noticeConsent"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="noticeConsent"/,
    );
    // Nothing sent: the codes wait for a form that passes.
    expect(readOutbox(dataDir).filter((mail) => mail.to === fields.email)).toEqual([]);
    expect(await (await client.fetch("/signup?step=2")).text()).not.toContain("<h2>Enter the codes we sent</h2>");

    const created = await createProfile(client, await sendSignupCodes(client, dataDir, fields));
    expect([created.status, created.headers.get("location")]).toEqual([302, "/welcome"]);
    expect(consentsWhere("email", fields.email)).toEqual([
      { notice_version: currentNotice().version, source: "signup", declared: 1, language: "en" },
    ]);
    // The site's signup keeps the address the profile was created from, as the register does (§41).
    expect(
      queryDb(
        dataDir,
        "select ip from account_creations where member_unq_id = (select unq_id from members where email = ?)",
        fields.email,
      ),
    ).toEqual([{ ip: "198.19.38.2" }]);
  });
});

describe("re-consent", () => {
  it("sends a member with an older consent from a page to /consent and back; /api/v1 never asks", async () => {
    const member = await signedInMember(baseUrl, dataDir, "Female");
    expect((await member.session.fetch("/matches")).status).toBe(200);
    consentToAnOlderNotice(dataDir, member.id);

    const asked = await member.session.fetch("/matches?page=2");
    expect([asked.status, asked.headers.get("location")]).toEqual([302, "/consent?redirectTo=%2Fmatches%3Fpage%3D2"]);
    // The original client cannot show the page: its calls answer as before.
    expect((await member.session.fetch("/api/v1/myprofile/viewProfile")).status).toBe(200);
    // The rights the notice names need no new consent: withdrawing it, and taking one's data.
    for (const right of ["/settings/withdraw-consent", "/settings/data"])
      expect((await member.session.fetch(right)).status).toBe(200);
    // The consent page names the notice it asks for.
    const consent = await member.session.fetch("/consent?redirectTo=%2Fmatches%3Fpage%3D2");
    expect(consent.status).toBe(200);
    expect(await consent.text()).toContain(`(version ${currentNotice().version})`);

    const given = await giveConsent(member.session, "/matches?page=2");
    expect([given.status, given.headers.get("location")]).toEqual([302, "/matches?page=2"]);
    expect(consentsWhere("public_id", member.id)[0]).toEqual({
      notice_version: currentNotice().version,
      source: "renewal",
      declared: 1,
      language: "en",
    });
    expect((await member.session.fetch("/matches")).status).toBe(200);
    // Nothing more to give: the page sends them on.
    const again = await member.session.fetch("/consent?redirectTo=%2Fshortlist");
    expect([again.status, again.headers.get("location")]).toEqual([302, "/shortlist"]);
  });

  it("refuses another site as the way back", async () => {
    const member = await signedInMember(baseUrl, dataDir, "Male");
    consentToAnOlderNotice(dataDir, member.id);
    const given = await giveConsent(member.session, "//evil.example/");
    expect([given.status, given.headers.get("location")]).toEqual([302, "/"]);
  });
});
