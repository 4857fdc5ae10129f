import { inviteCandidate } from "~/domain/accounts/candidate-consent.server";
import { candidateContactSchema } from "~/forms/candidate-forms";
import { parseForm } from "~/forms/parse";
import { maskedContact } from "~/forms/candidate-contact";
import { requireViewer } from "~/web/auth.server";
import { redirectWithFlash } from "~/web/flash.server";
import { withRetryAfter } from "~/web/form-reply.server";
import { requestLanguage } from "~/web/language.server";
import { readForm } from "~/web/request-body.server";
import { requestFactsOf } from "~/web/request-context.server";
import { UserError } from "~/services/user-error.server";
import type { Route } from "./+types/userProfile_.candidate";

// The creator's forms on their own page while a relative's profile waits for its candidate (docs/product-rules.md
// §31a): "Send again", and a new (or first) contact for the candidate. Each answers on /userProfile with a message.

const BACK = "/userProfile";

export async function loader() {
  throw new Response(null, { status: 404 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  const form = await readForm(request);
  // The candidate is sent the creator's language: the one they read the site in.
  const language = await requestLanguage(request, viewer);
  const clientIp = requestFactsOf(context).clientIp;
  try {
    let written: string | null = null;
    if (form.get("intent") === "change") {
      const submission = parseForm(form, candidateContactSchema);
      if (submission.status !== "success") {
        const message = submission.reply().error?.candidateContact?.[0] ?? "Unknown action.";
        return redirectWithFlash(BACK, { type: "error", message });
      }
      written = submission.value.candidateContact;
    }
    const contact = await inviteCandidate(viewer.unqId, written, clientIp, language);
    // Flash messages are English until shown (decision 021): a pattern, with the contact masked inside it.
    const message = `We sent the code and the link to ${maskedContact(contact.address)}.`;
    return redirectWithFlash(BACK, { type: "success", message });
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    // Without JavaScript as with it: back on the page, the refusal said at the top (a 429 keeps its Retry-After).
    return redirectWithFlash(BACK, { type: "error", message: error.message });
  }
}

export const headers = withRetryAfter;
