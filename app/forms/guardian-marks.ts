// How a request answered by a guardian is marked (docs/product-rules.md §32): to both sides, in words, on the
// lists and in the e-mails. Here rather than in a component because the e-mails say it the same way.

/** "her guardian" / "his guardian": the guardian of the member of this gender. */
export const theirGuardian = (gender: string) => (gender === "Female" ? "her guardian" : "his guardian");

/**
 * The line under a connection the other side's guardian, or the viewer's own, accepted; null when the
 * member answered themself. `sentByViewer`: the viewer asked, so the other member's guardian answered.
 */
export function connectionMark(connection: {
  acceptedByGuardian: boolean;
  sentByViewer: boolean;
  gender: string;
}): string | null {
  if (!connection.acceptedByGuardian) return null;
  return connection.sentByViewer
    ? `Accepted by ${theirGuardian(connection.gender)}`
    : "Accepted by your guardian on your behalf";
}

/** The line under a sent request the recipient's guardian answered; null otherwise (and while pending). */
export function sentRequestMark(request: {
  status: "pending" | "accepted" | "rejected";
  answeredByGuardian: boolean;
  recipient: { gender: string };
}): string | null {
  if (!request.answeredByGuardian || request.status === "pending") return null;
  const guardian = theirGuardian(request.recipient.gender);
  return request.status === "accepted" ? `Accepted by ${guardian}` : `Not accepted (answered by ${guardian})`;
}
