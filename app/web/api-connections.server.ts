import { answerConnectionRequest } from "~/domain/connections/connections.server";
import { requireApiViewer } from "./api-auth.server";
import { handleApi } from "./api.server";

const ANSWERED = { accept: "Connection request accepted", reject: "Connection request rejected" } as const;

/** The accept and reject calls: only the request's recipient may answer it. */
export function answerRequestCall(request: Request, requestId: string, answer: "accept" | "reject") {
  return handleApi(async () => {
    const viewer = await requireApiViewer(request);
    await answerConnectionRequest(viewer, requestId, answer);
    return Response.json({ success: true, msg: ANSWERED[answer], message: ANSWERED[answer] });
  });
}
