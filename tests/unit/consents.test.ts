import { beforeEach, describe, expect, it, vi } from "vitest";
import { accountCreationOf } from "~/domain/accounts/access-log.server";
import {
  confirmEmailVerification,
  hashPassword,
  registerMember,
  startEmailVerification,
} from "~/domain/accounts/accounts.server";
import { findActiveMember } from "~/domain/accounts/member-lookup.server";
import { consentsOf, mustConsentAgain, recordConsent } from "~/domain/accounts/consents.server";
import { currentNotice, ORIGINAL_CLIENT_NOTICE, type LegalVersion } from "~/domain/accounts/notice";
import { registerSchema } from "~/forms/profile";
import { getEnv } from "~/services/env.server";
import { askConsentIfStale } from "~/web/consent-gate.server";
import { insertMembersInBulk } from "../../scripts/demo-members";
import { insertPerson, memberRow } from "../support/member-rows";
import { newSignup } from "../support/members";
import { lastCodeSentTo } from "../support/outbox";

// Issue 38, item 2 (docs/product-rules.md §41, "Notice and consent"): the consent is recorded with the notice's
// version at signup, the API's register marks it with the original client's, and a new notice version (stood in
// for the one place it lives) makes every member consent again at their next page.

const newer = vi.hoisted(() => ({ notice: null as LegalVersion | null }));
vi.mock("~/domain/accounts/notice", async (original) => {
  const actual = await original<typeof import("~/domain/accounts/notice")>();
  return { ...actual, currentNotice: () => newer.notice ?? actual.currentNotice() };
});

beforeEach(() => {
  newer.notice = null;
});

const IP = "203.0.113.77";

/** A member registered as the site's signup (`signup`) or the API's register (`api`) does it. */
async function registered(consent: "signup" | "api", language: "en" | "hi" | "ur" = "en") {
  const { password, ...input } = registerSchema.parse(newSignup({ gender: "Female" }));
  await startEmailVerification(input.email, IP);
  const code = await lastCodeSentTo(getEnv().DATA_DIR, input.email);
  confirmEmailVerification(input.email, code, `b-${input.email}`, IP);
  const passwordHash = await hashPassword(password);
  return registerMember({ ...input, passwordHash }, undefined, `b-${input.email}`, {
    consent,
    language,
    clientIp: IP,
  });
}

describe("recording the consent", () => {
  it("the site's signup: the current notice, declared, in the page's language, with the creation address", async () => {
    const { unqId } = await registered("signup", "hi");
    expect(consentsOf(unqId)).toEqual([
      {
        noticeVersion: currentNotice().version,
        source: "signup",
        declared: true,
        language: "hi",
        createdAt: expect.any(Date),
      },
    ]);
    expect(accountCreationOf(unqId)).toEqual({ ip: IP, at: consentsOf(unqId)[0].createdAt });
    expect(mustConsentAgain(findActiveMember(unqId)!.consentedNotice)).toBe(false);
  });

  it("the API's register: the original client's notice version, no declaration; asked on the site", async () => {
    const { unqId } = await registered("api");
    expect(consentsOf(unqId)).toEqual([
      {
        noticeVersion: ORIGINAL_CLIENT_NOTICE,
        source: "api",
        declared: false,
        language: "en",
        createdAt: expect.any(Date),
      },
    ]);
    expect(findActiveMember(unqId)!.consentedNotice).toBe(ORIGINAL_CLIENT_NOTICE);
    expect(mustConsentAgain(ORIGINAL_CLIENT_NOTICE)).toBe(true);
  });

  it("members written in bulk (the demo, the bench) hold the current consent; one written bare holds none", () => {
    insertMembersInBulk([memberRow(901, { language: "ur" })]);
    const bulk = insertPerson("Male");
    const [demo] = consentsOf(bulk.unqId - 1);
    expect(demo).toMatchObject({
      noticeVersion: currentNotice().version,
      source: "signup",
      declared: true,
      language: "ur",
    });
    expect(findActiveMember(bulk.unqId)!.consentedNotice).toBeNull();
    expect(mustConsentAgain(null)).toBe(true);
  });
});

describe("a new notice version", () => {
  it("makes the member consent again; the renewal is the newest row and ends it", async () => {
    const { unqId } = await registered("signup");
    expect(mustConsentAgain(findActiveMember(unqId)!.consentedNotice)).toBe(false);

    const CURRENT = currentNotice().version;
    newer.notice = { version: "2.0", date: "2027-03-01" };
    expect(mustConsentAgain(findActiveMember(unqId)!.consentedNotice)).toBe(true);

    recordConsent(unqId, { source: "renewal", language: "ur" });
    expect(findActiveMember(unqId)!.consentedNotice).toBe("2.0");
    expect(mustConsentAgain(findActiveMember(unqId)!.consentedNotice)).toBe(false);
    expect(consentsOf(unqId).map((row) => [row.noticeVersion, row.source, row.declared, row.language])).toEqual([
      ["2.0", "renewal", true, "ur"],
      [CURRENT, "signup", true, "en"],
    ]);
  });
});

describe("the gate (app/web/consent-gate.server.ts)", () => {
  const stale = { unqId: 1, publicId: "p", fullName: "A B", role: "member", gender: "Female" } as const;
  const page = (path: string, method = "GET") => new Request(`http://site.test${path}`, { method });
  const thrown = (request: Request, viewer: Parameters<typeof askConsentIfStale>[1]) => {
    try {
      askConsentIfStale(request, viewer);
      return null;
    } catch (response) {
      return (response as Response).headers.get("Location");
    }
  };

  it("sends a member with an older consent from a page read to /consent, and back afterwards", () => {
    const viewer = { ...stale, consentedNotice: "terms-before-notice" };
    expect(thrown(page("/matches?page=2"), viewer)).toBe(
      `/consent?redirectTo=${encodeURIComponent("/matches?page=2")}`,
    );
    // A client navigation asks for the page's data: the way back is the page's own address.
    expect(thrown(page("/shortlist.data?_routes=routes%2Fshortlist"), viewer)).toBe("/consent?redirectTo=%2Fshortlist");
  });

  it("lets a form through, the notice's pages, the current consent, an administrator", () => {
    const viewer = { ...stale, consentedNotice: ORIGINAL_CLIENT_NOTICE };
    expect(thrown(page("/userProfile", "POST"), viewer)).toBeNull();
    for (const open of ["/consent", "/notice", "/termCondition", "/privacyPolicy", "/grievances", "/logout"])
      expect(thrown(page(open), viewer), open).toBeNull();
    expect(thrown(page("/matches"), { ...viewer, consentedNotice: currentNotice().version })).toBeNull();
    expect(thrown(page("/admin"), { ...viewer, role: "admin" })).toBeNull();
  });
});
