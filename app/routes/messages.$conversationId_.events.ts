import { MESSAGES_PAGE_SIZE } from "~/domain/connections/conversations.server";
import { conversationUpdate, type ConversationUpdate } from "~/domain/connections/message-updates.server";
import { getViewer } from "~/web/auth.server";
import { isConversationNotFound, orNotFound } from "~/web/conversation-pages.server";
import { watchConversation } from "~/web/conversation-watch.server";
import { eventStream } from "~/web/event-stream.server";
import type { Route } from "./+types/messages.$conversationId_.events";

// The open conversation page's live feed (docs/product-rules.md §33, decision 043), for the conversation's two
// members only (anyone else, signed in or not: 404, as the page). Events: `message` (one new message, as the
// page's loader gives it, the message id as the event's id), `seen` (the page's seenId) and `gone` (the reader may
// no longer read it). It only reads: the page marks what it shows read, so this works on a read replica too.

/** The newest message the page has: the browser's Last-Event-ID on reconnection, else `?after=`. */
function cursorOf(request: Request): number {
  const values = [request.headers.get("Last-Event-ID"), new URL(request.url).searchParams.get("after")];
  const ids = values.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
  return Math.max(0, ...ids);
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  if (!viewer) throw new Response("Not Found", { status: 404 });
  const id = params.conversationId;
  let after = cursorOf(request);
  const read = () => conversationUpdate(viewer, id, after);
  // Checked before the stream opens, so that a reader who may not read it gets the 404 page's status.
  orNotFound(read);
  return eventStream(request, viewer.unqId, (sink) => {
    let seenId: number | null | undefined;
    const sendChanges = () => {
      let update: ConversationUpdate;
      do {
        try {
          update = read();
        } catch (error) {
          sink.send("gone", {});
          sink.close();
          if (isConversationNotFound(error)) return;
          throw error;
        }
        for (const message of update.messages) sink.send("message", message, (after = message.id));
        if (update.seenId !== seenId) sink.send("seen", { seenId: (seenId = update.seenId) });
      } while (update.messages.length === MESSAGES_PAGE_SIZE);
    };
    // Watched first, then read: a message sent in between is read now and reported by the next tick (read again,
    // after it: nothing twice).
    const unwatch = watchConversation(id, sendChanges);
    sendChanges();
    return unwatch;
  });
}
