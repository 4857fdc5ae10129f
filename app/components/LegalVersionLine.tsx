import { useDateLocale, useT } from "./translate";

/** A legal text's version and date as the loader sends them (app/domain/accounts/notice.ts). */
export type LegalVersion = { version: string; date: string };

/** "Version 1.0, dated 28 November 2026", in the reader's language and script (pages/legal). */
export function LegalVersionLine({ of }: { of: LegalVersion }) {
  const t = useT();
  const locale = useDateLocale();
  // The date is a day, not an instant: read and written in UTC, so no time zone moves it.
  const date = new Date(`${of.date}T00:00:00Z`).toLocaleDateString(locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  return <p className="legal-version">{t("legal.versionLine", { version: of.version, date })}</p>;
}
