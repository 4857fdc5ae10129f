import { Link } from "@remix-run/react";
import { MONEY_WARNING } from "~/forms/messages";

export type ThreadMessage = { id: number; mine: boolean; body: string; createdAt: string; money: boolean };

/** A time as the site shows it to families in India: "24 Nov 2026, 10:42 am", India time. */
export const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

/**
 * The messages of a conversation, oldest first (docs/product-rules.md §33). Text as typed: React escapes it
 * and nothing becomes a link. A message that mentions money carries a gentle warning; "Seen" follows the
 * viewer's last message the other member has read, when both allow it. `reportHref` (the member's own view
 * only) offers to report each message the other member sent.
 */
export function MessageThread({
  messages,
  mineLabel,
  otherLabel,
  seenId,
  reportHref,
}: {
  messages: ThreadMessage[];
  mineLabel: string;
  otherLabel: string;
  seenId: number | null;
  reportHref?: (id: number) => string;
}) {
  return (
    <ol className="thread" aria-label="Messages">
      {messages.map((message, index) => (
        <li
          key={message.id}
          id={index === messages.length - 1 ? "newest" : undefined}
          className={message.mine ? "message message--mine" : "message"}
        >
          <p className="message__meta">
            <strong>{message.mine ? mineLabel : otherLabel}</strong> ·{" "}
            <time dateTime={message.createdAt}>{formatWhen(message.createdAt)}</time>
          </p>
          <p className="message__body">{message.body}</p>
          {message.money && (
            <p className="message__warning" role="note">
              {MONEY_WARNING} <Link to="/safety">Staying safe</Link>
            </p>
          )}
          {seenId === message.id && <p className="message__seen">Seen</p>}
          {reportHref && !message.mine && (
            <p className="message__actions">
              <Link to={reportHref(message.id)} preventScrollReset>
                Report this message
              </Link>
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
