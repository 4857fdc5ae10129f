import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { sendConnectionRequest } from "~/domain/connections.server";
import { requireApiViewer } from "~/web/api-auth.server";
import { handleApi, readJsonObject, stringField } from "~/web/api.server";

// POST {recipientId} → 201 {msg}; refusals as {msg} ('Request already sent', ...).
export async function action({ request }: ActionFunctionArgs) {
  return handleApi(async () => {
    const viewer = await requireApiViewer(request);
    const body = await readJsonObject(request);
    await sendConnectionRequest(viewer, stringField(body, "recipientId"));
    const msg = "Connection request sent successfully!";
    return json({ success: true, msg, message: msg }, { status: 201 });
  });
}
