import type { Biodata } from "~/domain/profiles/biodata.server";
import { openBiodataLink } from "~/domain/profiles/biodata-links.server";
import { readPhoto } from "~/domain/profiles/photos.server";
import { fixedT, translateMessage } from "~/domain/site/translations.server";
import { DATE_LOCALES, type Language } from "~/forms/languages";
import { say, SECTION_TITLES, type FilledRow, type Phrase, type SectionKey, type Shown } from "~/forms/phrase";
import { now } from "~/services/clock.server";
import { photoAsJpeg } from "~/services/images.server";
import { sheetPdf, type Sheet } from "~/services/sheet-pdf.server";
import { UserError } from "~/services/user-error.server";
import { refusalHeaders } from "./refusal-headers.server";
import { profileHeaderFacts, profileSectionRows } from "./profile-page-data.server";

// A biodata (docs/product-rules.md §40) as the page shows it and as a PDF: the profile page's own rows
// (profile-page-data.server.ts), so a biodata never shows a row the profile would not; contact details are in
// `details` only for a connection or the member, so the Contact section is empty (and left out) otherwise.

const SECTIONS = Object.keys(SECTION_TITLES) as SectionKey[];
type BiodataSection = SectionKey | "badges";

export type BiodataView = {
  publicId: string;
  fullName: string;
  facts: Shown[];
  sections: { key: BiodataSection; heading: string; rows: FilledRow[] }[];
  /** "Made for MMR0042, 28 Nov 2026, 2:35 pm": the watermark every copy carries. */
  madeFor: Phrase;
};

const BADGE_LABELS = {
  id: "badges.id",
  photo: "badges.photo",
  team: "badges.team",
  mobile: "badges.mobile",
  email: "badges.email",
} as const;

const HEADINGS: Record<BiodataSection, string> = { ...SECTION_TITLES, badges: "biodata.checks" };

/**
 * When a copy was made, in India's time and the reader's language. The clock time and "IST" are isolated left to
 * right as one run: inside an Urdu sentence "8:44 PM IST" otherwise read "PM IST 8:44", on the page and in the PDF.
 */
const madeAt = (language: Language) => {
  const parts = new Intl.DateTimeFormat(DATE_LOCALES[language], {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Kolkata",
  }).formatToParts(now());
  const clock = parts.findIndex((part) => part.type === "hour");
  const joined = (from: number, to?: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join("");
  return `${joined(0, clock)}\u2066${joined(clock)} IST\u2069`;
};

/** What the biodata shows, in keys the page and the PDF put into the reader's language. */
export function biodataView(biodata: Biodata, madeFor: string, language: Language): BiodataView {
  const { details } = biodata;
  const { rows } = profileSectionRows(details);
  const { shortHeight } = profileHeaderFacts(details);
  const sections: BiodataView["sections"] = SECTIONS.map((key) => ({ key, heading: HEADINGS[key], rows: rows[key] }));
  const badges = biodata.badges.map((badge): Shown => ({ key: BADGE_LABELS[badge.kind] }));
  if (badges.length > 0) sections.push({ key: "badges", heading: HEADINGS.badges, rows: [["biodata.badges", badges]] });
  return {
    publicId: biodata.publicId,
    fullName: biodata.fullName,
    facts: [
      { key: "preferenceRows.years", values: { age: details.age } },
      ...(shortHeight === null ? [] : [shortHeight]),
      ...(details.city ? [details.city] : []),
    ],
    sections: sections.filter((section) => section.rows.length > 0),
    madeFor: { key: "biodata.madeFor", values: { whom: madeFor, when: madeAt(language) } },
  };
}

/** The stored photo as a `data:` address: a share page carries it inside itself, so no URL of it outlives the link. */
export function embeddedPhoto(biodata: Biodata): string | null {
  const photo = biodata.photo && readPhoto(biodata.photo.id);
  return photo ? `data:${photo.mime};base64,${photo.data.toString("base64")}` : null;
}

/** The biodata as a PDF in the reader's language (its text shaped and ordered by sheet-pdf.server.ts). */
export async function biodataPdf(biodata: Biodata, view: BiodataView, language: Language): Promise<Buffer> {
  const translate = fixedT(language, ["profiles", "options"]);
  const t = (key: string, values?: Record<string, string | number>) => String(translate(key, values));
  const stored = biodata.photo && readPhoto(biodata.photo.id);
  const sheet: Sheet = {
    direction: language === "ur" ? "rtl" : "ltr",
    title: view.fullName,
    subtitle: view.facts.map((fact) => say(t, fact)).join(" · "),
    photo: stored ? await photoAsJpeg(stored.data) : null,
    sections: view.sections.map((section) => ({
      heading: t(section.heading),
      rows: section.rows.map(([label, value]) => [t(label), say(t, value)]),
    })),
    watermark: say(t, view.madeFor),
  };
  return sheetPdf(sheet);
}

/** The answer carrying a PDF: never kept by a cache, opened in the browser, named after the member's id. */
export const pdfResponse = (pdf: Buffer, publicId: string) =>
  new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="biodata-${publicId}.pdf"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });

/**
 * Runs `check` (a throttle, a link's open) for a route that answers a file: a refusal becomes a short text answer
 * in the reader's language with its status (and Retry-After), returned instead of the file.
 */
export function refusedAsText(language: Language, check: () => unknown): Response | null {
  try {
    check();
    return null;
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    return new Response(translateMessage(language, error.message), {
      status: error.status,
      headers: {
        ...refusalHeaders(error),
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "private, no-store",
      },
    });
  }
}

type Shared =
  | { biodata: Biodata; view: BiodataView; photo: string | null; status: 200; refusal: null; headers: HeadersInit }
  | { biodata: null; refusal: string; status: number; headers: HeadersInit };

/**
 * A share link opened by a visitor (counted as a view), with the biodata as the link shows it and the photo inside
 * the page, or the refusal (410 for a link that no longer opens, 429 past the throttle) in the reader's language.
 */
export function openSharedBiodata(token: string, client: string, language: Language): Shared {
  try {
    const { label, biodata } = openBiodataLink(token, client);
    const view = biodataView(biodata, label, language);
    return { biodata, view, photo: embeddedPhoto(biodata), status: 200, refusal: null, headers: {} };
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    const refusal = translateMessage(language, error.message);
    return { biodata: null, refusal, status: error.status, headers: refusalHeaders(error) ?? {} };
  }
}
