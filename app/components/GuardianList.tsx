import { Form, Link } from "@remix-run/react";
import { RELATION_LABELS, type GuardianStatus, type Relation } from "~/forms/family-options";

// The member's guardians at /family (docs/product-rules.md §32), each with its buttons: answering on or off,
// the invitation again (while invited), and revoking, which asks first (a dialog opened by ?revoke=<id>).

export type GuardianData = {
  id: number;
  name: string;
  email: string;
  relation: Relation;
  status: GuardianStatus;
  canAnswer: boolean;
  invitedAt: string;
  acceptedAt: string | null;
  revokedAt: string | null;
};

const day = (date: string) =>
  new Date(date).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  });

function statusLine(guardian: GuardianData): string {
  if (guardian.status === "active") return `Active since ${day(guardian.acceptedAt!)}`;
  if (guardian.status === "invited") return `Invitation sent on ${day(guardian.invitedAt)}`;
  return guardian.revokedAt ? `Revoked on ${day(guardian.revokedAt)}` : "Revoked";
}

export function GuardianList({ guardians }: { guardians: GuardianData[] }) {
  if (guardians.length === 0) return <p className="empty">You have not invited a guardian.</p>;
  return (
    <ul className="people">
      {guardians.map((guardian) => (
        <li key={guardian.id} className="card person">
          <div className="person__body">
            <h3>
              {guardian.name} ({RELATION_LABELS[guardian.relation]})
            </h3>
            <p>{guardian.email}</p>
            <p>{statusLine(guardian)}</p>
            {guardian.status !== "revoked" && (
              <>
                <p>
                  {guardian.canAnswer
                    ? "Allowed to answer requests on your behalf."
                    : "Not allowed to answer requests on your behalf."}
                </p>
                <Form method="post" className="person__actions">
                  <input type="hidden" name="guardianId" value={guardian.id} />
                  <button
                    type="submit"
                    name="intent"
                    value={guardian.canAnswer ? "stop-answering" : "allow-answering"}
                    className="button button--small button--outline"
                    aria-label={
                      guardian.canAnswer
                        ? `Stop ${guardian.name} answering requests on my behalf`
                        : `Allow ${guardian.name} to answer requests on my behalf`
                    }
                  >
                    {guardian.canAnswer ? "Stop answering on my behalf" : "Allow to answer requests on my behalf"}
                  </button>
                  {guardian.status === "invited" && (
                    <button
                      type="submit"
                      name="intent"
                      value="resend"
                      className="button button--small button--outline"
                      aria-label={`Send the invitation to ${guardian.name} again`}
                    >
                      Send the invitation again
                    </button>
                  )}
                  <Link
                    to={`/family?revoke=${guardian.id}`}
                    className="button button--small button--danger"
                    aria-label={`Revoke ${guardian.name}'s access`}
                    preventScrollReset
                  >
                    Revoke access
                  </Link>
                </Form>
              </>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
