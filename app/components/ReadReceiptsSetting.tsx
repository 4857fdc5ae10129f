import { Form } from "react-router";
import { useT } from "./translate";

/** The "Read receipts" section of /settings (docs/product-rules.md §33): what "Seen" means, and On or Off. */
export function ReadReceiptsSetting({ on }: { on: boolean }) {
  const t = useT();
  return (
    <section className="card" aria-labelledby="receipts-heading">
      <h2 id="receipts-heading">{t("readReceipts.heading")}</h2>
      <p>{t("readReceipts.explain")}</p>
      <p>
        <strong>{on ? t("readReceipts.on") : t("readReceipts.off")}</strong>
      </p>
      <Form method="post" action="/settings">
        <button type="submit" name="intent" value={on ? "receipts-off" : "receipts-on"} className="button">
          {on ? t("readReceipts.turnOff") : t("readReceipts.turnOn")}
        </button>
      </Form>
    </section>
  );
}
