import { Form } from "@remix-run/react";

/** Block/unblock and verify/unverify for one member (POST forms, no JavaScript needed). */
export function ModerationButtons({
  memberId,
  name,
  blocked,
  verified,
  isAdmin,
}: {
  memberId: string;
  name: string;
  blocked: boolean;
  verified: boolean;
  isAdmin: boolean;
}) {
  return (
    <Form method="post" className="moderation">
      <input type="hidden" name="memberId" value={memberId} />
      {!isAdmin && (
        <button
          type="submit"
          name="intent"
          value={blocked ? "unblock" : "block"}
          className="button button--small button--outline"
          aria-label={`${blocked ? "Unblock" : "Block"} ${name}`}
        >
          {blocked ? "Unblock" : "Block"}
        </button>
      )}
      <button
        type="submit"
        name="intent"
        value={verified ? "unverify" : "verify"}
        className="button button--small button--outline"
        aria-label={`${verified ? "Unverify" : "Verify"} ${name}`}
      >
        {verified ? "Unverify" : "Verify"}
      </button>
    </Form>
  );
}
