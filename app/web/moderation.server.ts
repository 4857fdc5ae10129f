import { blockWithReason, setBlocked, setVerified } from "~/domain/safety/admin.server";
import { correctGenderAndDob } from "~/domain/safety/profile-corrections.server";
import { parseForm, profileCorrectionSchema } from "~/forms/submissions.server";
import { UserError } from "~/services/user-error.server";
import { outcomeOf, type Flash } from "./flash.server";

type Run = (id: string, adminUnqId: number, form: FormData) => void;
const ACTIONS: Record<string, { run: Run; done: string }> = {
  // A block asks for its reason (docs/product-rules.md §16).
  block: {
    run: (id, adminUnqId, form) => blockWithReason(adminUnqId, id, String(form.get("reason") ?? "")),
    done: "Member blocked.",
  },
  unblock: { run: (id) => setBlocked(id, false), done: "Member unblocked." },
  // The old "Verified" toggle, now the "Checked by our team" badge (docs/decisions/032).
  verify: { run: (id) => setVerified(id, true), done: "Marked as checked by our team." },
  unverify: { run: (id) => setVerified(id, false), done: "Our team's check removed." },
};

/** The admin's member buttons (block, unblock, verify, unverify), shared by the list and the detail page. */
export function moderateMember(form: FormData, adminUnqId: number): Promise<Flash> {
  const intent = String(form.get("intent") ?? "");
  // Own keys only: an intent such as "hasOwnProperty" names the object's inherited methods, not an action.
  if (!Object.hasOwn(ACTIONS, intent)) return Promise.resolve({ type: "error", message: "Unknown action." });
  const action = ACTIONS[intent];
  return outcomeOf(() => action.run(String(form.get("memberId") ?? ""), adminUnqId, form), action.done);
}

const WHAT_CHANGED = { gender: "Gender", dob: "Date of birth", both: "Gender and date of birth" } as const;

/** The member page's correction of gender and date of birth (docs/product-rules.md §16), told by a flash message. */
export function correctMember(form: FormData, adminUnqId: number, publicId: string): Flash {
  const submission = parseForm(form, profileCorrectionSchema);
  if (submission.status !== "success") {
    const first = Object.values(submission.error ?? {}).find((messages) => messages?.length)?.[0];
    return { type: "error", message: first ?? "Please check the gender and date of birth." };
  }
  try {
    const { changed, withdrawnRequests } = correctGenderAndDob(adminUnqId, publicId, submission.value);
    const what = WHAT_CHANGED[changed.length === 2 ? "both" : changed[0]];
    // Whole sentences, so that each has its Hindi and Urdu (decision 021).
    const message =
      withdrawnRequests === 0
        ? `${what} corrected.`
        : withdrawnRequests === 1
          ? `${what} corrected. 1 pending request withdrawn.`
          : `${what} corrected. ${withdrawnRequests} pending requests withdrawn.`;
    return { type: "success", message };
  } catch (error) {
    if (error instanceof UserError) return { type: "error", message: error.message };
    throw error;
  }
}
