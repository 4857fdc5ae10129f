import { Form } from "react-router";
import type { Member } from "~/domain/accounts/member";
import { useT } from "./translate";

type Moderated = Pick<Member, "publicId" | "fullName" | "blockByAdmin" | "verified" | "role">;

/**
 * Block/unblock, and mark or unmark as checked by our team (the old verify/unverify, docs/decisions/032), for one
 * member (POST forms, no JavaScript needed).
 */
export function ModerationButtons({ member }: { member: Moderated }) {
  const { publicId, fullName, blockByAdmin: blocked, verified, role } = member;
  const t = useT();
  const toggle = (intent: string, label: string, ariaLabel: string) => (
    <button
      type="submit"
      name="intent"
      value={intent}
      className="button button--small button--outline"
      aria-label={ariaLabel}
    >
      {label}
    </button>
  );
  const name = { name: fullName };
  const reasonId = `block-reason-${publicId}`;
  const memberField = <input type="hidden" name="memberId" value={publicId} />;
  return (
    <div className="moderation">
      <Form method="post" className="moderation">
        {memberField}
        {/* An administrator is never blocked from here. */}
        {role !== "admin" &&
          blocked &&
          toggle("unblock", t("adminModerate.unblock"), t("adminModerate.unblockLabel", name))}
        {verified
          ? toggle("unverify", t("adminModerate.unverify"), t("adminModerate.unverifyLabel", name))
          : toggle("verify", t("adminModerate.verify"), t("adminModerate.verifyLabel", name))}
      </Form>
      {/* Block is never one tap (docs/product-rules.md §16): it opens, asks why, and is confirmed. A <details>, so
          it works without JavaScript; the reason is required in the browser and again on the server. */}
      {role !== "admin" && !blocked && (
        <Form method="post" className="moderation__block">
          {memberField}
          <details>
            <summary className="button button--small button--outline" aria-label={t("adminModerate.blockLabel", name)}>
              {t("adminModerate.blockOpen")}
            </summary>
            <label htmlFor={reasonId}>{t("adminModerate.blockReason", name)}</label>
            <textarea
              id={reasonId}
              name="reason"
              required
              maxLength={500}
              rows={3}
              aria-describedby={`${reasonId}-hint`}
            />
            <p id={`${reasonId}-hint`} className="field__hint">
              {t("adminModerate.blockHint")}
            </p>
            <button type="submit" name="intent" value="block" className="button button--small button--danger">
              {t("adminModerate.blockConfirm")}
            </button>
          </details>
        </Form>
      )}
    </div>
  );
}
