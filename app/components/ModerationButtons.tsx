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
  return (
    <Form method="post" className="moderation">
      <input type="hidden" name="memberId" value={publicId} />
      {/* An administrator is never blocked from here. */}
      {role !== "admin" &&
        (blocked
          ? toggle("unblock", t("adminModerate.unblock"), t("adminModerate.unblockLabel", name))
          : toggle("block", t("adminModerate.block"), t("adminModerate.blockLabel", name)))}
      {verified
        ? toggle("unverify", t("adminModerate.unverify"), t("adminModerate.unverifyLabel", name))
        : toggle("verify", t("adminModerate.verify"), t("adminModerate.verifyLabel", name))}
    </Form>
  );
}
