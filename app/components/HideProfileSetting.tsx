import { Form } from "@remix-run/react";

/** The "Hide my profile" section of /settings (docs/product-rules.md §28): what hiding does, and Hide or Unhide. */
export function HideProfileSetting({ hidden }: { hidden: boolean }) {
  return (
    <section className="card" aria-labelledby="hide-heading">
      <h2 id="hide-heading">Hide my profile</h2>
      <p>
        While your profile is hidden, nobody new finds it: it leaves the profile list, searches, matches, match e-mails
        and other members&apos; shortlists. Your connections still see your profile and contact details, and you can
        still answer the requests you have. Unhide it whenever you like.
      </p>
      <p>
        <strong>{hidden ? "Your profile is hidden." : "Your profile is visible."}</strong>
      </p>
      <Form method="post" action="/settings">
        <button type="submit" name="intent" value={hidden ? "unhide" : "hide"} className="button">
          {hidden ? "Unhide my profile" : "Hide my profile"}
        </button>
      </Form>
    </section>
  );
}
