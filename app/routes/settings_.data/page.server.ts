import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { DATA_DOWNLOADS_PER_DAY } from "~/domain/accounts/data-export.server";
import { requireViewer } from "~/web/auth.server";
import { NOT_STORED, readableDataFor } from "~/web/data-download.server";
import { refusingForm, unknownForm, withRetryAfter } from "~/web/form-reply.server";
import { pageI18n, requestLanguage } from "~/web/language.server";
import { readForm } from "~/web/request-body.server";

// /settings/data, "Download my data" (docs/product-rules.md §41): what the download holds and its limit, the file
// (a form to /settings/data.json) and the readable page, which is this page's answer to its own form (a POST that
// counts toward the three a day; a refusal is shown on the page with when to try again).

/** The words of the page and of the readable data: profile rows, options, the guardians' log, complaints. */
const pageWords = (request: Request) =>
  pageI18n(request, "member/myData", "profiles", "options", "family/activity", "pages/grievances");

export async function dataLoader({ request }: LoaderFunctionArgs) {
  await requireViewer(request);
  return data({ perDay: DATA_DOWNLOADS_PER_DAY, i18n: await pageWords(request) }, { headers: NOT_STORED });
}

export async function dataAction({ request }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const language = await requestLanguage(request, viewer);
  const form = await readForm(request);
  if (form.get("intent") !== "view") return unknownForm(language);
  return refusingForm(language, async () => data({ view: readableDataFor(viewer.unqId) }, { headers: NOT_STORED }));
}

export const dataHeaders = withRetryAfter;
