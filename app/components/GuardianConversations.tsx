import type { GuardianConversation } from "~/domain/family/guardian-reading.server";
import type { GuardianScope } from "~/forms/family-options";
import { ConversationList } from "./ConversationList";
import { useT } from "./translate";

/**
 * The member's conversations on their guardian's page and in the member's preview of it (docs/product-rules.md
 * §32–33): those the guardian may read, as the member's list shows them; the others by the other member's
 * name alone, with why (the member's choice of scope, or the other member's of privacy).
 */
export function GuardianConversations({
  conversations,
  scope,
  memberName,
  hrefFor,
}: {
  conversations: GuardianConversation[];
  scope: GuardianScope;
  memberName: string;
  hrefFor: (id: string) => string;
}) {
  const t = useT();
  if (conversations.length === 0) return <p className="empty">{t("guardianMember.noConversations")}</p>;
  const readable = conversations.flatMap((c) => (c.readable ? [c] : []));
  const closed = conversations.filter((c) => !c.readable);
  return (
    <>
      {readable.length > 0 && <ConversationList conversations={readable} hrefFor={hrefFor} mineLabel={memberName} />}
      {closed.length > 0 && (
        <>
          <p>
            {scope === "exist"
              ? t("guardianConversations.existOnly", { name: memberName })
              : t("guardianConversations.keptPrivate")}
          </p>
          <ul className="conversations" aria-label={t("guardianConversations.closedLabel")}>
            {closed.map((c) => (
              <li key={c.id} className="card conversation-item">
                <h2 className="conversation-item__name">
                  <bdi>{c.other?.fullName ?? t("guardianMessages.deletedMember")}</bdi>
                </h2>
                <p className="field__hint">
                  {scope === "exist" ? t("guardianConversations.exists") : t("guardianConversations.private")}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
