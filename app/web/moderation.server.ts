import { setBlocked, setVerified } from "~/domain/admin.server";
import { outcomeOf, type Flash } from "./flash.server";

const ACTIONS = {
  block: { run: (id: string) => setBlocked(id, true), done: "Member blocked." },
  unblock: { run: (id: string) => setBlocked(id, false), done: "Member unblocked." },
  verify: { run: (id: string) => setVerified(id, true), done: "Member marked as verified." },
  unverify: { run: (id: string) => setVerified(id, false), done: "Verification removed." },
} as const;

/** The admin's member buttons (block, unblock, verify, unverify), shared by the list and the detail page. */
export function moderateMember(form: FormData): Promise<Flash> {
  const action = ACTIONS[String(form.get("intent") ?? "") as keyof typeof ACTIONS];
  if (!action) return Promise.resolve({ type: "error", message: "Unknown action." });
  return outcomeOf(() => action.run(String(form.get("memberId") ?? "")), action.done);
}
