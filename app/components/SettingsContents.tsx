import { useT } from "./translate";

/** Each section of /settings, by its heading's id and title, in the page's order. */
const SECTIONS = [
  ["mobile-heading", "mobileSetting.heading"],
  ["verification-heading", "verificationSetting.heading"],
  ["photo-visibility-heading", "photoPrivacy.heading"],
  ["hide-heading", "hideProfile.hide"],
  ["receipts-heading", "readReceipts.heading"],
  ["blocked-heading", "blocked.heading"],
  ["my-data-heading", "myData.title"],
  ["withdraw-heading", "withdrawConsent.title"],
] as const;

/**
 * The settings page's sections at its top: on a phone the page is long, and the last of them, withdrawing
 * consent, must be as easy to find as consent was to give (docs/product-rules.md §41).
 */
export function SettingsContents() {
  const t = useT();
  return (
    <nav aria-label={t("settings.contents")}>
      <ul className="settings-contents">
        {SECTIONS.map(([id, key]) => (
          <li key={id}>
            <a href={`#${id}`}>{t(key)}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
