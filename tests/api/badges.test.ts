import { valueIn } from "../../app/forms/languages";
import Database from "better-sqlite3";
import { beforeAll, describe, expect, inject, it } from "vitest";
import hi from "~/locales/hi/profiles.json";
import ur from "~/locales/ur/profiles.json";
import { ApiClient } from "../support/client";
import { signedInMember, type SignedInMember } from "../support/members";
import { asHtml } from "../support/page-text";

// The badges that say what was checked (issue 37, docs/product-rules.md §39) as the server answers them: the
// listing's cards and a profile page show another member each badge with its sentence, in the reader's language;
// "Verified only" lists only members a person checked and answers anything odd without a 5xx; and the original
// client's /api/v1 answers keep their keys, `verified`/`Verified` true for an ID-verified member.

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");

const CITY = "Badgeabad";
const ID_DAY = Date.parse("2026-11-28T06:30:00Z");
const MOBILE_DAY = Date.parse("2026-09-14T10:00:00Z");
const PHOTO_DAY = Date.parse("2026-11-20T10:00:00Z");

let man: SignedInMember;
/** ID verified (a PAN card) and mobile verified. */
let withId: SignedInMember;
/** The old administrator's toggle only. */
let oldFlag: SignedInMember;
/** A selfie matched to her photos. */
let withPhoto: SignedInMember;
/** Only the e-mail every member proves. */
let unchecked: SignedInMember;

/** Sets what was checked, as the ID and selfie reviews (and the old toggle) write it. */
function setChecks(member: SignedInMember, columns: Record<string, number | string>) {
  const db = new Database(`${dataDir}/matrimony.db`);
  try {
    const set = Object.keys(columns)
      .map((column) => `${column} = ?`)
      .join(", ");
    db.prepare(`update members set ${set} where public_id = ?`).run(...Object.values(columns), member.id);
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  const woman = (fullName: string) => signedInMember(baseUrl, dataDir, "Female", { fullName, city: CITY });
  [man, withId, oldFlag, withPhoto, unchecked] = await Promise.all([
    signedInMember(baseUrl, dataDir, "Male", { fullName: "Imran Badge", city: CITY }),
    woman("Ayesha Idcheck"),
    woman("Bushra Oldflag"),
    woman("Saima Selfie"),
    woman("Nida Unchecked"),
  ]);
  setChecks(withId, { id_verified_at: ID_DAY, id_document_type: "pan", mobile_verified_at: MOBILE_DAY });
  setChecks(oldFlag, { verified: 1 });
  setChecks(withPhoto, { photo_verified_at: PHOTO_DAY });
});

/** A page as the member gets it, in a language: what the reader sees, before the page's scripts. */
async function page(client: ApiClient, path: string, language = "en") {
  const response = await client.fetch(path, { headers: { "Accept-Language": language } });
  const body = await response.text();
  return { status: response.status, body, seen: body.slice(0, body.indexOf("<script")) };
}

const day = (ms: number, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" }).format(
    ms,
  );

/** The listing's cards: each card's HTML, by the name in its heading. */
function cardsOf(html: string): Map<string, string> {
  const cards = new Map<string, string>();
  for (const [card] of html.matchAll(/<article class="profile-card"[^>]*>.*?<\/article>/gs)) {
    const name = card.match(/<h2><bdi>([^<]+)<\/bdi>/)![1];
    cards.set(name, card);
  }
  return cards;
}

describe("badges on the pages", () => {
  it("shows another member the badges on cards with their sentences, and that profiles are not verified", async () => {
    const { status, seen } = await page(man.session, `/profilePage?place=${CITY}`);
    expect(status).toBe(200);
    expect(seen).toContain("Profiles are not verified unless a badge says so.");
    const cards = cardsOf(seen);
    expect([...cards.keys()].sort()).toEqual(["Ayesha Idcheck", "Bushra Oldflag", "Nida Unchecked", "Saima Selfie"]);

    const id = cards.get("Ayesha Idcheck")!;
    expect(id).toContain("<span>ID verified</span>");
    expect(id).toContain(`A person checked a PAN card on ${day(ID_DAY, "en-IN")}.`);
    expect(id).toContain("<span>Mobile verified</span>");
    expect(id).toContain(`A code sent by SMS to the mobile number was entered on ${day(MOBILE_DAY, "en-IN")}.`);
    // Every member has the e-mail badge: a card leaves it to the profile.
    expect(id).not.toContain("E-mail verified");
    expect(cards.get("Saima Selfie")).toContain("<span>Photo verified</span>");
    expect(cards.get("Saima Selfie")).toContain(
      `A person compared a selfie with the profile photos on ${day(PHOTO_DAY, "en-IN")}.`,
    );
    expect(cards.get("Bushra Oldflag")).toContain("<span>Checked by our team</span>");
    expect(cards.get("Bushra Oldflag")).toContain(asHtml("what they checked, and when, was not recorded"));
    expect(cards.get("Nida Unchecked")).not.toContain("card-badges");
  });

  it("shows every badge on the profile page, the number and address still masked", async () => {
    const { status, body, seen } = await page(man.session, `/InnerProfile/${withId.id}`);
    expect(status).toBe(200);
    for (const label of ["ID verified", "Mobile verified", "E-mail verified"])
      expect(seen).toContain(`<summary class="badge">${label}</summary>`);
    expect(seen).toContain(`A person checked a PAN card on ${day(ID_DAY, "en-IN")}.`);
    expect(seen).toContain("A code sent to the e-mail address was entered on ");
    expect(seen).toContain("Profiles are not verified unless a badge says so.");
    // Proven, not shown: neither in the HTML nor in the page's data.
    expect(body).not.toContain(withId.fields.phone);
    expect(body).not.toContain(withId.fields.email);
  });

  it("shows the member their own badges", async () => {
    const { seen } = await page(withId.session, "/userProfile");
    expect(seen).toContain(`<summary class="badge">ID verified</summary>`);
    expect(seen).toContain(`A person checked a PAN card on ${day(ID_DAY, "en-IN")}.`);
  });

  it.each([
    ["hi", hi, "hi-IN"],
    ["ur", ur, "ur-IN-u-nu-latn"],
  ] as const)("says the badges and their dates in %s", async (language, strings, locale) => {
    const profile = await page(man.session, `/InnerProfile/${withId.id}`, language);
    expect(profile.seen).toContain(asHtml(strings["badges.id"]));
    expect(profile.seen).toContain(
      asHtml(strings["badges.says.idPan"].replace("{{date}}", String(valueIn(language, day(ID_DAY, locale))))),
    );
    expect(profile.seen).toContain(asHtml(strings["badges.note"]));
    expect(profile.seen).not.toContain("ID verified");
    const listing = await page(man.session, `/profilePage?place=${CITY}&verified=1`, language);
    expect(listing.seen).toContain(asHtml(strings["badges.team"]));
    expect(listing.seen).toContain(asHtml(strings["searchFilters.verifiedOnly"]));
    expect(listing.seen).toContain(asHtml(strings["searchFilters.verifiedHint"]));
  });
});

describe("Verified only", () => {
  const names = async (query: string, client = man.session) => {
    const { status, seen } = await page(client, `/profilePage?place=${CITY}${query}`);
    expect(status, query).toBe(200);
    return [...cardsOf(seen).keys()].sort();
  };

  it("lists only the members a person checked: an ID, a photo, or our team's old mark", async () => {
    expect(await names("&verified=1")).toEqual(["Ayesha Idcheck", "Bushra Oldflag", "Saima Selfie"]);
    // A blank box (a form sent without JavaScript leaves an unticked one out) is no filter.
    expect(await names("&verified=")).toHaveLength(4);
    // The box is offered ticked again, with what it means.
    const { seen } = await page(man.session, `/profilePage?place=${CITY}&verified=1`);
    const box = seen.match(/<input id="filter-verified"[^>]*>/)![0];
    expect(box).toContain('name="verified"');
    expect(box).toContain('checked=""');
    expect(seen).toContain("Members whose ID or photo a person checked, or whom our team marked as checked.");
  });

  it("is for members: a visitor's form has no such box", async () => {
    const { seen } = await page(new ApiClient(baseUrl), "/profilePage");
    expect(seen).not.toContain('name="verified"');
  });

  it("answers an odd value with the form and a message, never a 5xx", async () => {
    const odd = [
      "yes",
      "2",
      "%00",
      "1&verified=0",
      "x".repeat(5000),
      "%F0%9F%98%80",
      "<script>",
      "1'%20or%201=1",
      "true&verified=true",
    ];
    for (const value of odd) {
      for (const client of [man.session, new ApiClient(baseUrl)]) {
        const response = await client.fetch(`/profilePage?verified=${value}`);
        expect(response.status, value).toBeLessThan(500);
        await response.text();
      }
    }
    const { status, seen } = await page(man.session, `/profilePage?place=${CITY}&verified=yes`);
    expect(status).toBe(200);
    expect(seen).toContain("Verified only is a tick box: on or off");
    expect(cardsOf(seen).size).toBe(0);
  });
});

describe("the original client's API keeps its shapes", () => {
  const CARD_KEYS = ["_id", "age", "fullName", "image", "state", "unqId", "verified", "working"];

  it("gives listing cards the same keys, verified true for a member a person checked", async () => {
    const response = await man.session.fetch("/api/v1/profiles/opposite/users");
    expect(response.status).toBe(200);
    const cards = (await response.json()).opp as Record<string, unknown>[];
    const card = (member: SignedInMember) => cards.find((c) => c._id === member.id)!;
    for (const c of cards) expect(Object.keys(c).sort()).toEqual(CARD_KEYS);
    expect(card(withId).verified).toBe(true);
    expect(card(oldFlag).verified).toBe(true);
    expect(card(withPhoto).verified).toBe(true);
    expect(card(unchecked).verified).toBe(false);

    const filtered = await man.session.postJson("/api/v1/profiles/profiles/filter", { city: CITY });
    expect(filtered.status).toBe(200);
    const all = (await filtered.json()).all as Record<string, unknown>[];
    expect(all.find((c) => c._id === withId.id)).toMatchObject({ verified: true });
    for (const c of all) expect(Object.keys(c).sort()).toEqual(CARD_KEYS);
  });

  it("gives another member's profile and one's own profile `Verified`, and no new field", async () => {
    const other = await (await man.session.fetch(`/api/v1/profiles/single/user/${withId.id}`)).json();
    expect(other.user.Verified).toBe(true);
    const unverified = await (await man.session.fetch(`/api/v1/profiles/single/user/${unchecked.id}`)).json();
    expect(unverified.user.Verified).toBe(false);
    expect(Object.keys(other.user).sort()).toEqual(Object.keys(unverified.user).sort());
    const own = await (await withId.session.fetch("/api/v1/myprofile/viewProfile")).json();
    expect(own.message.Verified).toBe(true);
    const ownUnverified = await (await unchecked.session.fetch("/api/v1/myprofile/viewProfile")).json();
    expect(ownUnverified.message.Verified).toBe(false);
    expect(Object.keys(own.message).sort()).toEqual(Object.keys(ownUnverified.message).sort());
    for (const answer of [other.user, own.message]) {
      for (const key of Object.keys(answer)) expect(key).not.toMatch(/badge|VerifiedAt|DocumentType/i);
    }
  });
});
