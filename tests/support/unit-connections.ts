import { and, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { connectionRequests } from "~/db/schema-connections";
import { answerConnectionRequest, sendConnectionRequest } from "~/domain/connections/connections.server";
import type { Viewer } from "~/domain/accounts/member";

// Connected members for unit tests of the connections area (docs/product-rules.md §27, §33).

/** `asker` sends a request and `answerer` accepts it; returns the connection's id (its conversation's too). */
export async function connectPair(asker: Viewer, answerer: Viewer): Promise<string> {
  await sendConnectionRequest(asker, answerer.publicId);
  const { id } = getDb()
    .select({ id: connectionRequests.id })
    .from(connectionRequests)
    .where(and(eq(connectionRequests.senderUnqId, asker.unqId), eq(connectionRequests.recipientUnqId, answerer.unqId)))
    .get()!;
  await answerConnectionRequest(answerer, id, "accept");
  return id;
}
