import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import type { SubmissionResult } from "@conform-to/dom";
import { mustConsentAgain, recordConsent } from "~/domain/accounts/consents.server";
import { currentNotice } from "~/domain/accounts/notice";
import { getSiteInfo } from "~/domain/site/site.server";
import { consentSchema } from "~/forms/consent";
import { parseForm } from "~/forms/parse";
import { deleteOwnAccount, deleteRefusal, type DeleteRefusal } from "~/web/account-deletion.server";
import { requireViewer, safeRedirect } from "~/web/auth.server";
import { redirectWithFlash } from "~/web/flash.server";
import { answerRefusals, translateReply } from "~/web/form-reply.server";
import { pageI18n, requestLanguage } from "~/web/language.server";
import { pageUrl } from "~/web/page-url.server";
import { readForm } from "~/web/request-body.server";

// /consent (docs/product-rules.md §41, "Notice and consent"; decision 038): where a member whose consent is not to
// the current notice is sent (app/web/consent-gate.server.ts), with the page they asked for in `redirectTo`.

export type ConsentResult = { reply: SubmissionResult<string[]> } | DeleteRefusal;

/** Where the member goes once they consented: the page they asked for, on this site only. */
const returnAddress = (value: FormDataEntryValue | string | null) => safeRedirect(value, "/");

export async function consentLoader({ request }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request);
  const back = returnAddress(pageUrl(request).searchParams.get("redirectTo"));
  // Nothing to ask (already given, or an administrator): on to the page they wanted.
  if (viewer.role !== "member" || !mustConsentAgain(viewer.consentedNotice)) throw redirect(back);
  return data(
    {
      siteName: getSiteInfo(await requestLanguage(request, viewer)).name,
      version: currentNotice(),
      redirectTo: back,
      // The notice, its boxes, its version line, this page's words, and the deletion form's (member/userProfile).
      i18n: await pageI18n(
        request,
        "pages/notice",
        "pages/noticeSummary",
        "pages/legal",
        "pages/consent",
        "member/userProfile",
      ),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function consentAction({ request }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const language = await requestLanguage(request, viewer);
  const form = await readForm(request);
  // Withdrawing stays as easy as consenting (§41): the account's deletion, here too.
  if (form.get("intent") === "delete")
    return answerRefusals(
      () => deleteOwnAccount(request, viewer.unqId, form),
      (error): ConsentResult => deleteRefusal(error, language),
    );
  const submission = parseForm(form, consentSchema);
  if (submission.status !== "success")
    return data<ConsentResult>({ reply: translateReply(submission.reply(), language) }, { status: 400 });
  recordConsent(viewer.unqId, { source: "renewal", language });
  return redirectWithFlash(returnAddress(form.get("redirectTo")), {
    type: "success",
    message: "Thank you. Your consent is recorded.",
  });
}
