import type { Badge, BadgeKind } from "~/domain/profiles/badges.server";
import type { DocumentType } from "~/forms/verification-options";
import { useDateLocale, useT, type Translate } from "./translate";

// The badges that say what was checked (docs/product-rules.md §39): a short label each, and the sentence saying
// what was checked and when, in the reader's language. No JavaScript is needed to reach the sentence: on a card it
// is in the badge itself (read by a screen reader, shown on hover or a tap), on a profile it opens under the badge.

const LABELS: Record<BadgeKind, string> = {
  id: "badges.id",
  photo: "badges.photo",
  team: "badges.team",
  mobile: "badges.mobile",
  email: "badges.email",
};

/** One sentence per kind of document, so that Hindi and Urdu can make each verb agree with its document. */
const ID_SENTENCES: Record<DocumentType, string> = {
  aadhaar: "badges.says.idAadhaar",
  pan: "badges.says.idPan",
  passport: "badges.says.idPassport",
  "voter-id": "badges.says.idVoterId",
  "driving-licence": "badges.says.idDrivingLicence",
};

// One formatter per language, made once: a page of cards formats a few dozen dates.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayOf(date: Date, locale: string): string {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "Asia/Kolkata",
    });
    dayFormats.set(locale, format);
  }
  return format.format(new Date(date));
}

/** What was checked and when, as a sentence: "A person checked a PAN card on 28 Nov 2026." */
function sentenceOf(t: Translate, badge: Badge, locale: string): string {
  if (badge.kind === "team") return t("badges.says.team");
  const date = dayOf(badge.at, locale);
  if (badge.kind === "id") return t(badge.document ? ID_SENTENCES[badge.document] : "badges.says.idDocument", { date });
  if (badge.kind === "photo") return t("badges.says.photo", { date });
  return t(badge.kind === "mobile" ? "badges.says.mobile" : "badges.says.email", { date });
}

/**
 * A card's badges: the label shown, the sentence after it for screen readers, and on hover (or a tap, where the
 * phone's browser takes a tap for a hover). E-mail verified is left off cards: every member has it, so on a card it
 * tells no one apart (the profile shows it).
 */
export function CardBadges({ badges }: { badges: Badge[] }) {
  const t = useT();
  const locale = useDateLocale();
  const shown = badges.filter((badge) => badge.kind !== "email");
  if (shown.length === 0) return null;
  return (
    <ul className="card-badges" aria-label={t("badges.list")}>
      {shown.map((badge) => (
        <li key={badge.kind} className="card-badge">
          <span>{t(LABELS[badge.kind])}</span>
          <span className="visually-hidden">: </span>
          <span className="card-badge__says">{sentenceOf(t, badge, locale)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A profile's badges, as items of the header's list of badges: each a disclosure whose summary is the label and
 * whose content is the sentence (a tap, a click or Enter opens it, without JavaScript).
 */
export function ProfileBadgeItems({ badges }: { badges: Badge[] }) {
  const t = useT();
  const locale = useDateLocale();
  return badges.map((badge) => (
    <li key={badge.kind} className="badge-item">
      <details className="badge-details">
        <summary className="badge">{t(LABELS[badge.kind])}</summary>
        <p className="badge-details__says">{sentenceOf(t, badge, locale)}</p>
      </details>
    </li>
  ));
}

/** The line listings and profiles carry (PRODUCT.md, Trust): a profile without a badge was not checked. */
export function BadgeNote() {
  const t = useT();
  return <p className="badge-note">{t("badges.note")}</p>;
}
