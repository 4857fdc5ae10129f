import { useT } from "./translate";

type Approval = { awaitingApproval: boolean; photoAwaitingApproval: boolean; photoRemoved: boolean };

/**
 * What of the member's own profile others do not see yet (docs/product-rules.md §30): the whole profile
 * until an administrator approves it, a new photo until it is approved, or a photo the team removed.
 */
export function ApprovalNotice({ approval }: { approval: Approval }) {
  const t = useT();
  let text: string | null = null;
  if (approval.awaitingApproval) {
    text = t("approval.awaiting");
  } else if (approval.photoAwaitingApproval) {
    text = t("approval.photoAwaiting");
  } else if (approval.photoRemoved) {
    text = t("approval.photoRemoved");
  }
  return text && <p className="notice">{text}</p>;
}
