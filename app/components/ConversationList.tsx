import { Link } from "react-router";
import { formatWhen } from "./MessageThread";
import { useDateLocale, useT } from "./translate";

export type ConversationItem = {
  id: string;
  other: { publicId: string; fullName: string } | null;
  lastMessageAt: Date | null;
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
  mineLabel,
}: {
  conversations: ConversationItem[];
  hrefFor: (id: string) => string;
  /** Whose the newest message is when it is the member's: "You" (the default), or the member's name for a guardian. */
  mineLabel?: string;
}) {
  const t = useT();
  const locale = useDateLocale();
  const mine = mineLabel ?? t("conversation.you");
  return (
    <ul className="conversations">
      {conversations.map((conversation) => {
        const name = conversation.other?.fullName ?? t("conversation.deletedMember");
        return (
          <li key={conversation.id} className="card conversation-item">
            <h2 className="conversation-item__name">
              <Link to={hrefFor(conversation.id)}>
                <bdi>{name}</bdi>
                {conversation.unread > 0 && (
                  <>
                    <span className="nav-count">{conversation.unread}</span>
                    <span className="visually-hidden"> {t("conversationList.unread")}</span>
                  </>
                )}
              </Link>
            </h2>
            <p className="conversation-item__preview">
              {conversation.preview === null ? (
                <span className="field__hint">{t("conversationList.noMessages")}</span>
              ) : (
                <Preview
                  text={conversation.preview}
                  mine={conversation.previewMine ? t("conversationList.mine", { name: mine }) : null}
                />
              )}
            </p>
            {conversation.lastMessageAt && (
              <p className="field__hint">
                <time dateTime={conversation.lastMessageAt.toISOString()}>
                  {formatWhen(conversation.lastMessageAt, locale)}
                </time>
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The start of the newest message, as typed: in <bdi>, so that it keeps its own direction on a page in the
 * other one (English on a page in Urdu). `mine`: "You: {{preview}}" in the reader's language, when it is theirs.
 */
function Preview({ text, mine }: { text: string; mine: string | null }) {
  if (mine === null) return <bdi>{text}</bdi>;
  const [before, after] = mine.split("{{preview}}");
  return (
    <>
      {before}
      <bdi>{text}</bdi>
      {after}
    </>
  );
}
