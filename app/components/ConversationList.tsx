import { Link } from "@remix-run/react";
import { formatWhen } from "./MessageThread";

export type ConversationItem = {
  id: string;
  other: { publicId: string; fullName: string } | null;
  lastMessageAt: string | null;
  preview: string | null;
  previewMine: boolean;
  unread: number;
};

/**
 * A member's conversations (docs/product-rules.md §33), the latest first: whom with, the start of the newest
 * message and how many are unread. `hrefFor` says where each opens (the member's page or their guardian's).
 */
export function ConversationList({
  conversations,
  hrefFor,
  mineLabel = "You",
}: {
  conversations: ConversationItem[];
  hrefFor: (id: string) => string;
  /** Whose the newest message is when it is the member's: "You", or the member's name for a guardian. */
  mineLabel?: string;
}) {
  return (
    <ul className="conversations">
      {conversations.map((conversation) => {
        const name = conversation.other?.fullName ?? "Deleted member";
        return (
          <li key={conversation.id} className="card conversation-item">
            <h2 className="conversation-item__name">
              <Link to={hrefFor(conversation.id)}>
                {name}
                {conversation.unread > 0 && (
                  <>
                    <span className="nav-count">{conversation.unread}</span>
                    <span className="visually-hidden"> unread</span>
                  </>
                )}
              </Link>
            </h2>
            <p className="conversation-item__preview">
              {conversation.preview === null ? (
                <span className="field__hint">No messages yet. Say salaam!</span>
              ) : (
                <>
                  {conversation.previewMine && `${mineLabel}: `}
                  {conversation.preview}
                </>
              )}
            </p>
            {conversation.lastMessageAt && (
              <p className="field__hint">
                <time dateTime={conversation.lastMessageAt}>{formatWhen(conversation.lastMessageAt)}</time>
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
