import { data, useActionData, useLoaderData } from "react-router";
import { BlockedMembers } from "~/components/BlockedMembers";
import { HideProfileSetting } from "~/components/HideProfileSetting";
import { MobileNumberSetting } from "~/components/MobileNumberSetting";
import { MyDataSetting } from "~/components/MyDataSetting";
import { PhotoPrivacySettings } from "~/components/PhotoPrivacySettings";
import { ReadReceiptsSetting } from "~/components/ReadReceiptsSetting";
import { SettingsContents } from "~/components/SettingsContents";
import { VerificationSetting } from "~/components/VerificationSetting";
import { WithdrawConsentSetting } from "~/components/WithdrawConsentSetting";
import { matchesT, useT } from "~/components/translate";
import { pageI18n, requestLanguage } from "~/web/language.server";
import { requireViewer, safeRedirect } from "~/web/auth.server";
import { redirectWithFlash } from "~/web/flash.server";
import { refusingForm, unknownForm } from "~/web/form-reply.server";
import { readForm } from "~/web/request-body.server";
import { SETTINGS_INTENTS, settingsOf } from "~/web/settings.server";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: matchesT(matches)("settings.title") }];

// The member's privacy settings (docs/product-rules.md §27, §28, §41): one section per setting, each posting its
// own intent to this page's one action (app/web/settings.server.ts), then back with a flash message: to
// `returnTo` when a form elsewhere (the own profile's Unhide, a request's Block) sent one, else here.
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  return data(
    // "connections": the photo requests' cards (PersonItem).
    { ...settingsOf(viewer), i18n: await pageI18n(request, "member", "options", "connections") },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const change = Object.hasOwn(SETTINGS_INTENTS, intent) ? SETTINGS_INTENTS[intent] : undefined;
  const language = await requestLanguage(request, viewer);
  if (!change) return unknownForm(language);
  return refusingForm(language, async () => {
    const message = change(viewer, form);
    return redirectWithFlash(safeRedirect(form.get("returnTo"), "/settings"), { type: "success", message });
  });
}

export default function Settings() {
  const { mobile, checks, photo, hidden, readReceipts, blocked } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const t = useT();
  return (
    <div className="page page--narrow">
      <h1>{t("settings.title")}</h1>
      <SettingsContents />
      {failed?.error && (
        <p className="form-error" role="alert">
          {failed.error}
        </p>
      )}
      <MobileNumberSetting phone={mobile.phone} verifiedAt={mobile.verifiedAt} />
      <VerificationSetting id={checks.id} photo={checks.photo} />
      <PhotoPrivacySettings visibility={photo.visibility} pending={photo.pending} granted={photo.granted} />
      <HideProfileSetting hidden={hidden} />
      <ReadReceiptsSetting on={readReceipts} />
      <BlockedMembers blocked={blocked} />
      <MyDataSetting />
      <WithdrawConsentSetting />
    </div>
  );
}
