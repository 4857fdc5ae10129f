import type { SubmissionResult } from "@conform-to/dom";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import {
  candidateSummary,
  checkCandidateCode,
  confirmCandidate,
  consentByCode,
  consentByLink,
  refuseCandidate,
  type CandidateProof,
} from "~/domain/accounts/candidate-consent.server";
import { hasVerifiedCode } from "~/domain/accounts/one-time-codes.server";
import { candidateCodeSchema } from "~/forms/candidate-forms";
import { parseForm } from "~/forms/parse";
import { translateMessage } from "~/domain/site/translations.server";
import { UserError } from "~/services/user-error.server";
import { redirectWithFlash } from "~/web/flash.server";
import { answerRefusals, refusalReply, translateReply, withRetryAfter } from "~/web/form-reply.server";
import { pageI18n, requestLanguage } from "~/web/language.server";
import { pageUrl } from "~/web/page-url.server";
import { readForm } from "~/web/request-body.server";
import { requestFactsOf } from "~/web/request-context.server";
import { commitSession, ensureSession, getSession, sessionBinding, type SessionData } from "~/web/session.server";

// /confirm-profile (docs/product-rules.md §31a): the person a relative's profile is for opens the link they were
// sent (?token=…), or types the code with the contact it went to; then sees who made the profile and what is on
// it, and confirms or refuses. No sign-in: the link or the code is the proof.

export type ConfirmResult = { reply: SubmissionResult<string[]> };

type Session = Awaited<ReturnType<typeof getSession>>;

/** Who the visitor proved to be: by the link in the address, or by a code this browser checked. */
function proofOf(request: Request, session: Session, clientIp: string): CandidateProof | null {
  const token = pageUrl(request).searchParams.get("token");
  if (token) return { unqId: consentByLink(token, clientIp), by: "link" };
  const address = (session.data as SessionData).candidateAddress;
  const binding = sessionBinding(session);
  if (!address || !hasVerifiedCode(address, "candidate-confirm", binding)) return null;
  const unqId = consentByCode(address);
  return unqId === undefined ? null : { unqId, by: "code", address, binding };
}

export async function confirmLoader({ request, context }: LoaderFunctionArgs) {
  const i18n = await pageI18n(request, "account", "options");
  const headers = { "Cache-Control": "private, no-store" };
  try {
    const proof = proofOf(request, await getSession(request), requestFactsOf(context).clientIp);
    return data({ summary: proof && candidateSummary(proof.unqId), linkGone: false, tooMany: null, i18n }, { headers });
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    // Too many links tried from this address: said as such, with when to try again, not as a spent link.
    if (error.status === 429) {
      const retry = { "Retry-After": String(error.retryAfterSeconds ?? 3600) };
      const message = translateMessage(await requestLanguage(request), error.message);
      return data(
        { summary: null, linkGone: false, tooMany: message, i18n },
        { status: 429, headers: { ...headers, ...retry } },
      );
    }
    // A spent or unknown link: said plainly, with the code form beside it.
    return data({ summary: null, linkGone: true, tooMany: null, i18n }, { status: 410, headers });
  }
}

const DECIDED = {
  confirm: "Thank you: the profile is confirmed, and members can now find it.",
  refuse: "The profile was refused: it and everything on it have been erased.",
} as const;

/** Refusing erases the profile at once: only with its tick box, "I understand…" (docs/product-rules.md §31a). */
const REFUSE_UNSURE = "Tick the box to show you understand that refusing erases the profile.";

export async function confirmAction({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const session = await getSession(request);
  const language = await requestLanguage(request);
  const clientIp = requestFactsOf(context).clientIp;
  const intent = String(form.get("intent") ?? "");
  return answerRefusals(
    async () => {
      if (intent === "code") {
        const submission = parseForm(form, candidateCodeSchema);
        if (submission.status !== "success")
          return data<ConfirmResult>({ reply: translateReply(submission.reply(), language) }, { status: 400 });
        const { contact, otp } = submission.value;
        // The code binds to this browser's session: one is made now when the visitor has none yet.
        const { session: bound } = await ensureSession(request);
        bound.set("candidateAddress", checkCandidateCode(contact, otp, sessionBinding(bound)!, clientIp));
        return redirect("/confirm-profile", { headers: { "Set-Cookie": await commitSession(bound) } });
      }
      if (intent !== "confirm" && intent !== "refuse") throw new UserError("Unknown action.");
      const proof = proofOf(request, session, clientIp);
      if (!proof) return redirect("/confirm-profile");
      if (intent === "refuse" && form.get("sure") !== "on") throw new UserError(REFUSE_UNSURE, { field: "sure" });
      const shown = String(form.get("shown") ?? "");
      if (intent === "confirm") confirmCandidate(proof, shown);
      else refuseCandidate(proof, shown);
      session.unset("candidateAddress");
      return redirectWithFlash(
        "/",
        { type: "success", message: DECIDED[intent] },
        { headers: { "Set-Cookie": await commitSession(session) } },
      );
    },
    (error): ConfirmResult => ({ reply: translateReply(refusalReply(form, error), language) }),
  );
}

/** A refused code's Retry-After (the limits of §13) reaches the browser. */
export const confirmHeaders = withRetryAfter;
