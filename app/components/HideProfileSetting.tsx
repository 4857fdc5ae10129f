import { Form } from "react-router";
import { useT } from "./translate";

/** The "Hide my profile" section of /settings (docs/product-rules.md §28): what hiding does, and Hide or Unhide. */
export function HideProfileSetting({ hidden }: { hidden: boolean }) {
  const t = useT();
  return (
    <section className="card" aria-labelledby="hide-heading">
      <h2 id="hide-heading">{t("hideProfile.hide")}</h2>
      <p>{t("hideProfile.explain")}</p>
      <p>
        <strong>{hidden ? t("hideProfile.hidden") : t("hideProfile.visible")}</strong>
      </p>
      <Form method="post" action="/settings">
        <button type="submit" name="intent" value={hidden ? "unhide" : "hide"} className="button">
          {hidden ? t("hideProfile.unhide") : t("hideProfile.hide")}
        </button>
      </Form>
    </section>
  );
}
