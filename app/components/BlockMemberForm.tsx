import { Form } from "react-router";
import { useT } from "./translate";

/**
 * "Block this member" (docs/product-rules.md §28): a disclosure that says what a block does before its
 * Block button, so no single click blocks anyone, with JavaScript or without. It posts to /settings, which
 * comes back to `returnTo` (or to /settings, as after a block from the member's now hidden profile).
 */
export function BlockMemberForm({ memberId, name, returnTo }: { memberId: string; name: string; returnTo?: string }) {
  const t = useT();
  return (
    <details className="block-member">
      <summary>
        {t("blockMember.summary")}
        <span className="visually-hidden"> ({name})</span>
      </summary>
      <p>{t("blockMember.explained", { name })}</p>
      <Form method="post" action="/settings">
        <input type="hidden" name="memberId" value={memberId} />
        {returnTo && <input type="hidden" name="returnTo" value={returnTo} />}
        <button type="submit" name="intent" value="block" className="button button--small button--danger">
          {t("blockMember.block")}
          <span className="visually-hidden"> {name}</span>
        </button>
      </Form>
    </details>
  );
}
