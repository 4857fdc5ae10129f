import { sendConnectionRequest } from "~/domain/connections/connections.server";
import { requireApiViewer } from "~/web/api-auth.server";
import { handleApi, readJsonObject, stringField } from "~/web/api.server";
import type { Route } from "./+types/api.v1.connectionRequest.sendrq";

// POST {recipientId} → 201 {msg}; refusals as {msg} ('Request already sent', ...).
export async function action({ request }: Route.ActionArgs) {
  return handleApi(async () => {
    const viewer = await requireApiViewer(request);
    const body = await readJsonObject(request);
    await sendConnectionRequest(viewer, stringField(body, "recipientId"));
    const msg = "Connection request sent successfully!";
    return Response.json({ success: true, msg, message: msg }, { status: 201 });
  });
}
