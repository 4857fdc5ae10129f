import { useT } from "./translate";

/**
 * Told to both members of a conversation that a guardian can read (docs/product-rules.md §33): whoever has
 * one, each side knows before writing.
 */
export function GuardianReadsNotice() {
  const t = useT();
  // The bold sentence sits where the language puts it.
  const [before, after] = t("guardianReads.text").split("{{strong}}");
  return (
    <p className="notice" role="note">
      {before}
      <strong>{t("guardianReads.strong")}</strong>
      {after}
    </p>
  );
}
