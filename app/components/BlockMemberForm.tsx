import { Form } from "@remix-run/react";

/**
 * "Block this member" (docs/product-rules.md §28): a disclosure that says what a block does before its
 * Block button, so no single click blocks anyone, with JavaScript or without. It posts to /settings, which
 * comes back to `returnTo` (or to /settings, as after a block from the member's now hidden profile).
 */
export function BlockMemberForm({ memberId, name, returnTo }: { memberId: string; name: string; returnTo?: string }) {
  return (
    <details className="block-member">
      <summary>
        Block this member<span className="visually-hidden"> ({name})</span>
      </summary>
      <p>
        Neither of you will see the other anywhere on the site: profiles, lists, matches or e-mails. Any request or
        connection between you ends, with its contact details. {name} is not told. You can unblock in Privacy settings,
        but the connection will not come back.
      </p>
      <Form method="post" action="/settings">
        <input type="hidden" name="memberId" value={memberId} />
        {returnTo && <input type="hidden" name="returnTo" value={returnTo} />}
        <button type="submit" name="intent" value="block" className="button button--small button--danger">
          Block<span className="visually-hidden"> {name}</span>
        </button>
      </Form>
    </details>
  );
}
