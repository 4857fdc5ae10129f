import { Form } from "@remix-run/react";
import type { Member } from "~/domain/member";

type Moderated = Pick<Member, "publicId" | "fullName" | "blockByAdmin" | "verified" | "role">;

/** Block/unblock and verify/unverify for one member (POST forms, no JavaScript needed). */
export function ModerationButtons({ member }: { member: Moderated }) {
  const { publicId, fullName, blockByAdmin: blocked, verified, role } = member;
  const toggle = (intent: string, label: string) => (
    <button
      type="submit"
      name="intent"
      value={intent}
      className="button button--small button--outline"
      aria-label={`${label} ${fullName}`}
    >
      {label}
    </button>
  );
  return (
    <Form method="post" className="moderation">
      <input type="hidden" name="memberId" value={publicId} />
      {/* An administrator is never blocked from here. */}
      {role !== "admin" && (blocked ? toggle("unblock", "Unblock") : toggle("block", "Block"))}
      {verified ? toggle("unverify", "Unverify") : toggle("verify", "Verify")}
    </Form>
  );
}
