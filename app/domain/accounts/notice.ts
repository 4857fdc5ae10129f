// The one place the versions and dates of the site's legal texts live (issue 38; docs/product-rules.md §41,
// "Notice and consent"; decision 038). A new notice version asks every member for their consent again at their
// next visit: change it here, with the notice's words (app/locales/*/pages.json, "notice.*"), on the day they
// change. The terms and the privacy policy show their own version and date; changing them asks nobody again.

/** A legal text's version and the day it took effect (YYYY-MM-DD, India's date). */
export type LegalVersion = { version: string; date: string };

const NOTICE: LegalVersion = { version: "1.0", date: "2026-11-28" };
const TERMS: LegalVersion = { version: "1.0", date: "2026-11-25" };
const PRIVACY: LegalVersion = { version: "1.1", date: "2026-11-28" };

/**
 * The itemised notice members consent to (DPDP Act 2023, s. 5). A function, not a constant, so that a unit test
 * can stand a newer version in (vi.mock); an end-to-end test makes a member's stored consent older instead, which
 * is what a new version looks like to that member.
 */
export function currentNotice(): LegalVersion {
  return NOTICE;
}

export const termsVersion = (): LegalVersion => TERMS;
export const privacyVersion = (): LegalVersion => PRIVACY;

/**
 * What a consent given at the API's register is marked with: the original client shows its own terms box and
 * sends nothing of the notice or the declaration (docs/api-contract.md §7), so such a member is asked on the
 * site at their first visit there.
 */
export const ORIGINAL_CLIENT_NOTICE = "original-client-terms";
