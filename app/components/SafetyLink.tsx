import { Link } from "react-router";
import { useT } from "./translate";

/** The line every profile page carries to the safety tips (docs/product-rules.md §29). */
export function SafetyLink() {
  const t = useT();
  // One sentence in the catalogue; {{link}} marks where the link goes.
  const [before, ...after] = t("safetyLink.line", { link: "{{link}}" }).split("{{link}}");
  return (
    <p className="field__hint">
      {before}
      <Link to="/safety">{t("safetyLink.link")}</Link>
      {after.join("")}
    </p>
  );
}
