import { Link } from "react-router";
import { useDateLocale, useT } from "./translate";

export type ThreadMessage = { id: number; mine: boolean; body: string; createdAt: Date; money: boolean };

/**
 * A time as the site shows it to families in India: "24 Nov 2026, 10:42 am", India time, in the reader's
 * locale (useDateLocale).
 */
export const formatWhen = (time: Date, locale: string) =>
  time.toLocaleString(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

/**
 * The messages of a conversation, oldest first (docs/product-rules.md §33). Text as typed: React escapes it
 * and nothing becomes a link. A message that mentions money (app/forms/messages.ts) carries a gentle warning
 * (thread.moneyWarning, in the reader's language); "Seen" follows the viewer's last message the other member
 * has read, when both allow it. `reportHref` (the member's own view only) offers to report each message the
 * other member sent.
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
  const t = useT();
  const locale = useDateLocale();
  return (
    <ol className="thread" aria-label={t("thread.label")}>
      {messages.map((message, index) => (
        <li
          key={message.id}
          id={index === messages.length - 1 ? "newest" : undefined}
          className={message.mine ? "message message--mine" : "message"}
        >
          <p className="message__meta">
            <strong>{message.mine ? mineLabel : otherLabel}</strong> ·{" "}
            <time dateTime={message.createdAt.toISOString()}>{formatWhen(message.createdAt, locale)}</time>
          </p>
          {/* dir="auto": a message keeps the direction it was written in, whatever the page's language. */}
          <p className="message__body" dir="auto">
            {message.body}
          </p>
          {message.money && (
            <p className="message__warning" role="note">
              {t("thread.moneyWarning")} <Link to="/safety">{t("safety.title")}</Link>
            </p>
          )}
          {seenId === message.id && <p className="message__seen">{t("thread.seen")}</p>}
          {reportHref && !message.mine && (
            <p className="message__actions">
              <Link to={reportHref(message.id)} preventScrollReset>
                {t("thread.report")}
              </Link>
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
