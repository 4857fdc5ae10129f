import { baseURL, type Member } from "./e2e-members";
import { logIn } from "./members";

// Connection requests set up through the API, as the original client makes them, for browser tests
// that need a request or a connection to exist before their page opens.

/** `from` asks `to` to connect. */
export async function sendRequestByApi(from: Member, to: Member) {
  const response = await (
    await logIn(baseURL, from.fields)
  ).postJson("/api/v1/connectionRequest/sendrq", { recipientId: to.id });
  if (response.status !== 201) throw new Error(`sendrq failed: ${response.status} ${await response.text()}`);
}

/**
 * `from` asks `to` to connect and `to` accepts: the two are connected. Returns the request's id, which is
 * also their conversation's (docs/product-rules.md §33).
 */
export async function connectByApi(from: Member, to: Member): Promise<string> {
  await sendRequestByApi(from, to);
  const session = await logIn(baseURL, to.fields);
  const { requests } = await (await session.fetch("/api/v1/connectionRequest/forme")).json();
  const request = requests.find((r: { sender: { _id: string } }) => r.sender._id === from.id);
  const response = await session.fetch(`/api/v1/connectionRequest/sendrq/accept/${request._id}`);
  if (!response.ok) throw new Error(`accept failed: ${response.status}`);
  return request._id;
}
