import { CONVERSATION_NOT_FOUND } from "~/domain/connections/conversations.server";
import { UserError } from "~/services/user-error.server";

// What the member's and the guardian's conversation pages share (docs/product-rules.md §33).

/** A message id from the URL (?before=, ?report=): a positive whole number, else none. */
export function messageIdParam(url: URL, name: string): number | undefined {
  const value = url.searchParams.get(name);
  const id = Number(value);
  return value !== null && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** The refusal of a conversation the reader may not read (or that is gone). */
export const isConversationNotFound = (error: unknown) =>
  error instanceof UserError && error.message === CONVERSATION_NOT_FOUND;

/** A conversation the reader may not read is a 404 page, the same whether or not it exists. */
export function orNotFound<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (isConversationNotFound(error)) throw new Response("Not Found", { status: 404 });
    throw error;
  }
}
