import sharp from "sharp";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { memberCode } from "~/forms/member-id";
import en from "~/locales/en/admin.json";
import hi from "~/locales/hi/admin.json";
import ur from "~/locales/ur/admin.json";
import type { ApiClient } from "../support/client";
import { queryDb, writeDb } from "../support/db";
import { logIn, registerMember, signedInMember, type SignedInMember } from "../support/members";
import { fixedPart } from "../support/page-text";

// Signals of a fake profile over HTTP (issue 37, item 4; docs/product-rules.md §39): the same photo on two
// members' accounts and a blocked account's return, as administrators see them in /admin/reports and on the
// member's admin page, in English, Hindi and Urdu; never to a member; and odd input never a 5xx.

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");

/** A page's words without its tags, as a reader sees them. */
const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'");
const unqIdOf = (publicId: string) =>
  queryDb<{ unqId: number }>(dataDir, "select unq_id as unqId from members where public_id = ?", publicId)[0].unqId;
const form = (values: Record<string, string>) => ({ method: "POST", body: new URLSearchParams(values) });

/** A real PNG of one colour, as a phone would send it. */
const png = (red: number) =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: { r: red, g: 120, b: 90 } } })
    .png()
    .toBuffer();

let admin: ApiClient;
let operatorId: string;

beforeAll(async () => {
  const operator = await signedInMember(baseUrl, dataDir, "Male", { fullName: "Signals Operator" });
  operatorId = operator.id;
  writeDb(dataDir, "update members set role = 'admin' where public_id = ?", operator.id);
  admin = await logIn(baseUrl, operator.fields);
}, 60_000);

const adminPage = async (path: string, language = "en") => {
  const response = await admin.fetch(path, { headers: { "Accept-Language": language } });
  expect(response.status, path).toBe(200);
  return response.text();
};

/** What a member may open of their own: none of it says a word of a flag about them. */
async function expectToldNothing(member: SignedInMember) {
  expect((await member.session.fetch("/admin/reports")).status).toBe(403);
  expect((await member.session.fetch(`/admin/members/${member.id}`)).status).toBe(403);
  for (const path of ["/userProfile", "/profilePage", "/api/v1/myprofile/viewProfile", "/messages", "/settings"]) {
    const response = await member.session.fetch(path);
    expect(response.status, path).toBeLessThan(500);
    const body = await response.text();
    for (const word of ["same photo", "same-photo", "blocked-return", "flagged by the site", "blocked on"])
      expect(body.toLowerCase(), `${path}: ${word}`).not.toContain(word);
  }
}

describe("the same photo on two accounts", { timeout: 60_000 }, () => {
  let first: SignedInMember;
  let second: SignedInMember;
  let third: SignedInMember;

  beforeAll(async () => {
    const image = { bytes: await png(31), name: "me.png", type: "image/png" };
    const register = async (fullName: string, withImage = true) => {
      const created = await registerMember(
        baseUrl,
        dataDir,
        { gender: "Female", fullName },
        withImage ? image : undefined,
      );
      return { ...created, session: await logIn(baseUrl, created.fields) };
    };
    first = await register("Rukhsar Firstphoto");
    second = await register("Rukhsar Secondphoto");
    third = await register("Rukhsar Thirdphoto", false);
  }, 60_000);

  it("flags both accounts at the API's register, each page linking the other's admin page", async () => {
    const queue = await adminPage("/admin/reports");
    for (const [about, other] of [
      [first, second],
      [second, first],
    ]) {
      expect(queue).toContain(`href="/admin/members/${other.id}"`);
      const sentence = `The same photo is on ${memberCode(unqIdOf(other.id))} ${other.fields.fullName}.`;
      expect(textOf(queue)).toContain(sentence);
      const page = textOf(await adminPage(`/admin/members/${about.id}`));
      expect(page).toContain(sentence);
      expect(page).toContain("flagged by the site");
    }
  });

  it("flags a profile edit through the API to the same picture, once however often it is sent", async () => {
    const edit = async () => {
      const body = new FormData();
      body.set("image", `data:image/png;base64,${(await png(31)).toString("base64")}`);
      const response = await third.session.fetch("/api/v1/myprofile/viewProfile", { method: "PATCH", body });
      expect(response.status).toBe(200);
    };
    await edit();
    await edit();
    const flags = queryDb<{ n: number }>(
      dataDir,
      "select count(*) as n from reports r join members m on m.unq_id = r.reported_unq_id " +
        "where m.public_id = ? and r.signal = 'same-photo' and r.status = 'open'",
      third.id,
    );
    expect(flags[0].n).toBe(2); // one naming each of the other two
    const page = textOf(await adminPage(`/admin/members/${third.id}`));
    expect(page).toContain(`The same photo is on ${memberCode(unqIdOf(first.id))} ${first.fields.fullName}.`);
    expect(page).toContain(`The same photo is on ${memberCode(unqIdOf(second.id))} ${second.fields.fullName}.`);
  });

  it("reads in Hindi and Urdu", async () => {
    for (const [language, catalogue] of [
      ["hi", hi],
      ["ur", ur],
    ] as const) {
      const page = await adminPage("/admin/reports", language);
      expect(page).toContain(fixedPart(catalogue["adminReport.samePhoto"]));
      expect(page).not.toContain(fixedPart(en["adminReport.samePhoto"]));
    }
  });

  it("is never shown to the members themselves", async () => {
    for (const member of [first, second, third]) await expectToldNothing(member);
  });
});

describe("an account an administrator blocked, coming back", { timeout: 60_000 }, () => {
  it("is flagged at the API's register with what matched and when it was blocked, never the number", async () => {
    const blocked = await registerMember(baseUrl, dataDir, { gender: "Male", fullName: "Kamran Blockedfirst" });
    const blocking = await admin.fetch(
      `/admin/members/${blocked.id}`,
      form({ intent: "block", memberId: blocked.id, reason: "Fake profile" }),
    );
    expect(blocking.status).toBe(302);
    const [kept] = queryDb<{ blockedAt: number }>(
      dataDir,
      "select blocked_at as blockedAt from blocked_member_contacts where member_unq_id = ?",
      unqIdOf(blocked.id),
    );
    // Erased on its owner's request (no page lets a blocked member in to do it): the hashes stay.
    writeDb(dataDir, "delete from members where public_id = ?", blocked.id);
    expect(queryDb(dataDir, "select * from blocked_member_contacts where member_unq_id is null")).not.toEqual([]);

    const back = await registerMember(baseUrl, dataDir, {
      gender: "Male",
      fullName: "Kamran Secondtry",
      phone: blocked.fields.phone,
    });
    const date = new Date(kept.blockedAt).toISOString().slice(0, 16).replace("T", " ");
    const sentence = `Same phone number as an account an administrator blocked on ${date} UTC.`;
    const queue = await adminPage("/admin/reports");
    expect(textOf(queue)).toContain(sentence);
    expect(queue).not.toContain(blocked.fields.phone);
    expect(queue).not.toMatch(/[0-9a-f]{64}/);
    expect(textOf(await adminPage(`/admin/members/${back.id}`))).toContain(sentence);
    for (const [language, catalogue] of [
      ["hi", hi],
      ["ur", ur],
    ] as const)
      expect(await adminPage(`/admin/members/${back.id}`, language)).toContain(
        fixedPart(catalogue["adminReport.blockedReturn"]),
      );
    await expectToldNothing({ ...back, session: await logIn(baseUrl, back.fields) });
  });

  it("unblocked, is forgotten: its hashes go", async () => {
    const member = await registerMember(baseUrl, dataDir, { gender: "Female" });
    const unqId = unqIdOf(member.id);
    const kept = () => queryDb(dataDir, "select * from blocked_member_contacts where member_unq_id = ?", unqId);
    expect(
      (await admin.fetch("/admin?index", form({ intent: "block", memberId: member.id, reason: "Fake profile" })))
        .status,
    ).toBe(302);
    expect(kept()).toHaveLength(1);
    expect((await admin.fetch("/admin?index", form({ intent: "unblock", memberId: member.id }))).status).toBe(302);
    expect(kept()).toEqual([]);
  });
});

describe("odd input", { timeout: 60_000 }, () => {
  it("never answers 5xx: odd member ids, intents and pictures", async () => {
    const odd = ["", "%00", "x".repeat(300), "../admin", "MMR001", "0", "-1", "f".repeat(24), operatorId];
    for (const id of odd) {
      for (const intent of ["block", "unblock", "dismiss", "warn", "same-photo", ""]) {
        for (const path of ["/admin?index", "/admin/reports", `/admin/members/${encodeURIComponent(id)}`]) {
          const response = await admin.fetch(path, form({ intent, memberId: id }));
          expect(response.status, `${path} ${intent} ${id}`).toBeLessThan(500);
        }
      }
      const page = await admin.fetch(`/admin/members/${encodeURIComponent(id)}`);
      expect(page.status, id).toBeLessThan(500);
    }
    const member = await signedInMember(baseUrl, dataDir, "Female");
    for (const image of ["data:image/png;base64,AAAA", "data:image/png;base64,", "not a picture", "x".repeat(5000)]) {
      const body = new FormData();
      body.set("image", image);
      const response = await member.session.fetch("/api/v1/myprofile/viewProfile", { method: "PATCH", body });
      expect(response.status, image.slice(0, 30)).toBeLessThan(500);
    }
    const garbage = { bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]), name: "x.png", type: "image/png" };
    await expect(registerMember(baseUrl, dataDir, { gender: "Male" }, garbage)).rejects.toThrow(
      /register failed: 4\d\d/,
    );
  });
});
