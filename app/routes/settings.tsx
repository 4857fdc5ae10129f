import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { BlockedMembers } from "~/components/BlockedMembers";
import { HideProfileSetting } from "~/components/HideProfileSetting";
import { blockMember, listBlocked, unblockMember } from "~/domain/blocks.server";
import { isHidden, setHidden } from "~/domain/profile-visibility.server";
import { requireViewer, safeRedirect, type Viewer } from "~/web/auth.server";
import { redirectWithFlash } from "~/web/flash.server";
import { answerRefusals } from "~/web/form-reply.server";
import { readForm } from "~/web/request-body.server";

// Privacy settings (members only). Hiding and blocking: docs/product-rules.md §28. Each section is its own
// component; every form posts here with its `intent`, then comes back with a flash message.

export const meta: MetaFunction = () => [{ title: "Privacy settings" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request);
  return json(
    { hidden: isHidden(viewer.unqId), blocked: listBlocked(viewer) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

const memberIdOf = (form: FormData) => String(form.get("memberId") ?? "");

/** What each intent does; it returns the flash message that says it was done. */
const INTENTS = {
  hide(viewer: Viewer) {
    setHidden(viewer.unqId, true);
    return "Your profile is hidden.";
  },
  unhide(viewer: Viewer) {
    setHidden(viewer.unqId, false);
    return "Your profile is visible again.";
  },
  block(viewer: Viewer, form: FormData) {
    return `${blockMember(viewer, memberIdOf(form)).fullName} is blocked. Neither of you will see the other.`;
  },
  unblock(viewer: Viewer, form: FormData) {
    return `${unblockMember(viewer, memberIdOf(form)).fullName} is unblocked.`;
  },
};

const isIntent = (value: unknown): value is keyof typeof INTENTS =>
  typeof value === "string" && Object.hasOwn(INTENTS, value);

export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (!isIntent(intent)) return json({ error: "Something went wrong!" }, { status: 400 });
  return answerRefusals(
    async () => {
      const message = INTENTS[intent](viewer, form);
      return redirectWithFlash(safeRedirect(form.get("returnTo"), "/settings"), { type: "success", message });
    },
    (error) => ({ error: error.message }),
  );
}

export default function Settings() {
  const { hidden, blocked } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <div className="page page--narrow">
      <h1>Privacy settings</h1>
      {failed?.error && (
        <p className="form-error" role="alert">
          {failed.error}
        </p>
      )}
      <HideProfileSetting hidden={hidden} />
      <BlockedMembers blocked={blocked} />
    </div>
  );
}
