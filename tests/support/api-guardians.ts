import { expect } from "vitest";
import { ApiClient } from "./client";
import type { SignedInMember } from "./members";
import { waitForMail } from "./outbox";

// A member's guardian (docs/product-rules.md §32) in the API tests: the forms as a browser without JavaScript
// sends them, from the member's /family to the guardian's signed-in session.

/** A form posted as a browser without JavaScript sends it. */
export const post = (client: ApiClient, path: string, values: Record<string, string>, headers: HeadersInit = {}) =>
  client.fetch(path, { method: "POST", body: new URLSearchParams(values), headers });

export const GUARDIAN_NAME = "Zubair Qureshi Guardian";
let n = 0;

/** The invitation and acceptance against the server at `baseUrl`, whose outbox is under `dataDir`. */
export function guardianInvitations(baseUrl: string, dataDir: string) {
  /** Invites a guardian from the member's /family page; returns the link's token from the e-mail sent. */
  async function invite(member: SignedInMember, extra: Record<string, string> = {}) {
    const email = `guardian.api.${++n}.${Date.now()}@example.in`;
    const response = await post(member.session, "/family", {
      intent: "invite",
      name: GUARDIAN_NAME,
      email,
      relation: "father",
      ...extra,
    });
    expect(response.status).toBe(302);
    const mail = await waitForMail(dataDir, email, (m) => m.subject.includes("invites you"));
    return { email, token: mail.text.match(/token=(\S+)/)![1] };
  }

  /** A guardian who accepted an invitation (password "guardian password"): a cookie jar signed in as them. */
  async function acceptedGuardian(member: SignedInMember, extra: Record<string, string> = {}) {
    const { email, token } = await invite(member, extra);
    const guardian = new ApiClient(baseUrl);
    const accepted = await post(guardian, `/family/accept?token=${token}`, {
      intent: "accept",
      name: GUARDIAN_NAME,
      password: "guardian password",
      confirmPassword: "guardian password",
    });
    expect(accepted.status).toBe(302);
    // Straight to the dashboard of the member who invited them, the only one they guard.
    expect(accepted.headers.get("location")).toBe(`/guardian/${member.id}`);
    return { guardian, email };
  }

  return { invite, acceptedGuardian };
}
