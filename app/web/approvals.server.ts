import { approvePhoto, approveProfile, rejectPhoto } from "~/domain/safety/approvals.server";
import { outcomeOf, type Flash } from "./flash.server";

// The buttons of /admin/moderation (docs/product-rules.md §30), each told by a flash message.
const DECISIONS = {
  "approve-profile": { run: approveProfile, done: "Profile approved." },
  "approve-photo": { run: approvePhoto, done: "Photo approved." },
  "reject-photo": { run: rejectPhoto, done: "Photo removed." },
} as const;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * One administrator's decision. The form names the member and the photo the page showed, so a photo changed
 * meanwhile is never approved unseen; anything else sent is refused with a message, nothing written.
 */
export function decideApproval(form: FormData, adminUnqId: number): Promise<Flash> {
  const intent = text(form, "intent");
  if (!Object.hasOwn(DECISIONS, intent)) return Promise.resolve({ type: "error", message: "Unknown action." });
  const decision = DECISIONS[intent as keyof typeof DECISIONS];
  const photoId = text(form, "photoId") || null;
  return outcomeOf(() => decision.run(adminUnqId, text(form, "memberId"), photoId), decision.done);
}
