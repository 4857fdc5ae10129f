import { baseURL, type Member } from "./e2e-members";
import { logIn } from "./members";

// Messages written before or beside a browser test's page (docs/product-rules.md §33), sent as the conversation
// page's reply form sends them without JavaScript, from the sender's own session.

/** `from` writes each of `bodies` in the conversation `conversationId` (from connectByApi), in order. */
export async function messageByApi(from: Member, conversationId: string, ...bodies: string[]) {
  const session = await logIn(baseURL, from.fields);
  for (const body of bodies) {
    const response = await session.fetch(`/messages/${conversationId}`, {
      method: "POST",
      body: new URLSearchParams({ body }),
    });
    if (response.status !== 302) throw new Error(`sending failed: ${response.status} ${await response.text()}`);
  }
}
