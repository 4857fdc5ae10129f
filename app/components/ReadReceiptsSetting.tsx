import { Form } from "@remix-run/react";

/** The "Read receipts" section of /settings (docs/product-rules.md §33): what "Seen" means, and On or Off. */
export function ReadReceiptsSetting({ on }: { on: boolean }) {
  return (
    <section className="card" aria-labelledby="receipts-heading">
      <h2 id="receipts-heading">Read receipts</h2>
      <p>
        With read receipts on, the member you write to sees &ldquo;Seen&rdquo; once you have read their message, and you
        see it under yours. It shows only when both of you have it on: turn it off and neither of you sees it.
      </p>
      <p>
        <strong>{on ? "Read receipts are on." : "Read receipts are off."}</strong>
      </p>
      <Form method="post" action="/settings">
        <button type="submit" name="intent" value={on ? "receipts-off" : "receipts-on"} className="button">
          {on ? "Turn read receipts off" : "Turn read receipts on"}
        </button>
      </Form>
    </section>
  );
}
