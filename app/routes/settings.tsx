import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PhotoPrivacySettings } from "~/components/PhotoPrivacySettings";
import { requireViewer } from "~/web/auth.server";
import { redirectWithFlash } from "~/web/flash.server";
import { answerRefusals } from "~/web/form-reply.server";
import { readForm } from "~/web/request-body.server";
import { SETTINGS_INTENTS, settingsOf } from "~/web/settings.server";

export const meta: MetaFunction = () => [{ title: "Privacy settings" }];

// The member's privacy settings (docs/product-rules.md §27): one section per setting, each posting its own
// intent to this page's one action (app/web/settings.server.ts).
export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request);
  return json(settingsOf(viewer), { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const change = Object.hasOwn(SETTINGS_INTENTS, intent) ? SETTINGS_INTENTS[intent] : undefined;
  if (!change) {
    return json({ error: "Something went wrong! Please choose one of the page's buttons." }, { status: 400 });
  }
  return answerRefusals(
    async () => redirectWithFlash("/settings", { type: "success", message: change(viewer, form) }),
    (error) => ({ error: error.message }),
  );
}

export default function Settings() {
  const { photo } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <div className="page page--narrow">
      <h1>Privacy settings</h1>
      {failed?.error && (
        <p className="form-error" role="alert">
          {failed.error}
        </p>
      )}
      <PhotoPrivacySettings visibility={photo.visibility} pending={photo.pending} granted={photo.granted} />
    </div>
  );
}
