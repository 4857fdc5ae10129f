import { AdminError, setBlocked, setVerified } from "~/domain/admin.server";

const ACTIONS = {
  block: { run: (id: string) => setBlocked(id, true), done: "Member blocked." },
  unblock: { run: (id: string) => setBlocked(id, false), done: "Member unblocked." },
  verify: { run: (id: string) => setVerified(id, true), done: "Member marked as verified." },
  unverify: { run: (id: string) => setVerified(id, false), done: "Verification removed." },
} as const;

/** The admin's member buttons (block, unblock, verify, unverify), shared by the list and the detail page. */
export function moderateMember(form: FormData): { type: "success" | "error"; message: string } {
  const intent = String(form.get("intent") ?? "") as keyof typeof ACTIONS;
  const action = ACTIONS[intent];
  if (!action) return { type: "error", message: "Unknown action." };
  try {
    action.run(String(form.get("memberId") ?? ""));
    return { type: "success", message: action.done };
  } catch (error) {
    if (error instanceof AdminError) return { type: "error", message: error.message };
    throw error;
  }
}
