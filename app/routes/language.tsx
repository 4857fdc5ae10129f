import { redirect } from "react-router";
import { saveLanguage } from "~/domain/accounts/accounts.server";
import { isLanguage } from "~/forms/languages";
import { fixedT } from "~/domain/site/translations.server";
import { getViewer, safeRedirect } from "~/web/auth.server";
import { redirectWithFlash } from "~/web/flash.server";
import { chooseLanguage, rememberLanguage } from "~/web/language.server";
import { readForm } from "~/web/request-body.server";
import type { Route } from "./+types/language";

// The language switcher's form (issue 18) posts here from every page: the choice is kept in a cookie, and
// for a member also with their profile (their e-mails follow it); then back to the same page, now in that
// language. A GET changes nothing and goes home.
export async function loader() {
  return redirect("/");
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const back = safeRedirect(form.get("returnTo"), "/");
  const language = form.get("language");
  const viewer = await getViewer(request);
  if (!isLanguage(language)) {
    const t = fixedT(await chooseLanguage(request, viewer), "common");
    return redirectWithFlash(back, { type: "error", message: t("language.unknown") });
  }
  if (viewer) saveLanguage(viewer, language);
  return redirectWithFlash(
    back,
    { type: "success", message: fixedT(language, "common")("language.changed") },
    { headers: { "Set-Cookie": await rememberLanguage(language) } },
  );
}
