import { dashboardOf } from "~/domain/family/guardian-access.server";
import { guardianActivity } from "~/domain/family/guardian-log.server";
import { guardianConversations, setGuardianScope } from "~/domain/family/guardian-reading.server";
import { canInviteAnother, listGuardians, resendInvitation, revokeGuardian } from "~/domain/family/guardians.server";
import { setAnswerPermission, setSharePermission } from "~/domain/family/guardian-permissions.server";
import type { Viewer } from "./auth.server";

// What /family does for the member (docs/product-rules.md §32): each button is an intent of the page's one
// action, naming its guardian by id (the domain refuses anyone else's). The invitation, a form with fields,
// is parsed by the route itself so that its fields show their own messages.

const guardianIdOf = (form: FormData) => Number(form.get("guardianId") ?? "");

/** Each intent: the change, then the message the page shows. Refusals are UserErrors. */
export const FAMILY_INTENTS: Record<string, (viewer: Viewer, form: FormData) => string> = {
  "allow-answering": (viewer, form) =>
    `${setAnswerPermission(viewer, guardianIdOf(form), true).name} can now answer requests on your behalf.`,
  "stop-answering": (viewer, form) =>
    `${setAnswerPermission(viewer, guardianIdOf(form), false).name} can no longer answer requests on your behalf.`,
  "allow-sharing": (viewer, form) =>
    `${setSharePermission(viewer, guardianIdOf(form), true).name} can now share your biodata.`,
  "stop-sharing": (viewer, form) =>
    `${setSharePermission(viewer, guardianIdOf(form), false).name} can no longer share your biodata.`,
  resend: (viewer, form) => {
    resendInvitation(viewer, guardianIdOf(form));
    return "The invitation was sent again with a new link.";
  },
  "set-scope": (viewer, form) => {
    const scope = form.get("scope");
    const { name } = setGuardianScope(viewer, guardianIdOf(form), scope);
    if (scope === "conversations") return `${name} can now read your conversations, where the other member allows it.`;
    if (scope === "exist") return `${name} can now see that your conversations exist, not their messages.`;
    return `${name} can now see your requests and connections only, not your conversations.`;
  },
  revoke: (viewer, form) => `${revokeGuardian(viewer, guardianIdOf(form)).name} no longer has access.`,
};

/** The page's data: the guardians, whether another may be invited, the activity log's page, and the preview. */
export function familyOf(viewer: Viewer, options: { page: number; preview: boolean; revoke: string | null }) {
  const guardians = listGuardians(viewer.unqId);
  const revoking = guardians.find((g) => g.status !== "revoked" && String(g.id) === options.revoke) ?? null;
  return {
    guardians,
    canInvite: canInviteAnother(viewer.unqId),
    activity: guardianActivity(viewer.unqId, options.page),
    // "See what your guardian sees": the same read, logged as nothing (only a guardian's own look is); the
    // conversations as each open guardian's scope shows them, since it is set per guardian.
    preview: options.preview ? dashboardOf(viewer.unqId) : null,
    previewConversations: options.preview
      ? guardians
          .filter((g) => g.status !== "revoked")
          .map((g) => ({
            id: g.id,
            name: g.name,
            scope: g.scope,
            conversations: guardianConversations(viewer.unqId, g.scope),
          }))
      : [],
    revoking,
  };
}
