type Approval = { awaitingApproval: boolean; photoAwaitingApproval: boolean; photoRemoved: boolean };

/**
 * What of the member's own profile others do not see yet (docs/product-rules.md §30): the whole profile
 * until an administrator approves it, a new photo until it is approved, or a photo the team removed.
 */
export function ApprovalNotice({ approval }: { approval: Approval }) {
  let text: string | null = null;
  if (approval.awaitingApproval) {
    text = "Awaiting approval: our team checks every new profile before others can see it.";
  } else if (approval.photoAwaitingApproval) {
    text = "Your new photo is awaiting approval: others see the default avatar until our team approves it.";
  } else if (approval.photoRemoved) {
    text = "Our team removed your photo: it did not follow our rules. You may upload another with Edit Profile.";
  }
  return text && <p className="notice">{text}</p>;
}
