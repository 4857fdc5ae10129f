import { NavItems, type NavItem } from "./SiteHeader";
import { useCommonT } from "./translate";

/**
 * The phone's bottom bar (docs/product-rules.md §2, Navigation) and the floating chat link above it, in one landmark.
 * The bar is fixed to the bottom of the screen and the footer keeps room for it (app/styles/global.css), so the
 * page's end is never under it, even when the reader's larger text wraps its links onto two rows; the chat link,
 * placed against it, stays above it whatever its height.
 */
export function QuickBar({
  signedIn,
  guardian,
  isAdmin = false,
  pendingRequests,
  unreadMessages,
  chatLink,
}: {
  signedIn: boolean;
  /** A guardian signed in (docs/product-rules.md §32): their dashboard instead of signup and login. */
  guardian: boolean;
  /** An administrator's own page is /admin (docs/product-rules.md §16): Admin takes the member's links' place. */
  isAdmin?: boolean;
  pendingRequests: number;
  unreadMessages: number;
  chatLink?: string;
}) {
  const t = useCommonT();
  const links: NavItem[] = [
    { to: "/", label: t("bar.home"), end: true },
    { to: "/profilePage", label: t("bar.profiles") },
    // A member's sent requests are one tab away from their requests page (RequestsNav).
    // An administrator has no member profile (docs/product-rules.md §16): Admin, and no member's links.
    ...(signedIn && isAdmin
      ? [{ to: "/admin", label: t("bar.admin") }]
      : signedIn
        ? [
            { to: "/ConnectionReq", label: t("bar.requests"), pending: pendingRequests },
            { to: "/messages", label: t("bar.messages"), pending: unreadMessages, unread: true },
            { to: "/shortlist", label: t("bar.shortlist") },
            { to: "/userProfile", label: t("bar.myProfile") },
          ]
        : guardian
          ? [{ to: "/guardian", label: t("nav.guardianDashboard") }]
          : [
              { to: "/signup", label: t("nav.createProfile") },
              { to: "/login", label: t("bar.login") },
            ]),
  ];
  return (
    <nav className="quick-bar" aria-label={t("nav.quick")}>
      {chatLink && <ChatButton href={chatLink} label={t("chat")} />}
      <ul className="quick-bar__links">
        <NavItems links={links} />
      </ul>
    </nav>
  );
}

/** The floating chat link (WhatsApp by default). */
function ChatButton({ href, label }: { href: string; label: string }) {
  return (
    <a className="chat-button" href={href} rel="noopener noreferrer" target="_blank" aria-label={label}>
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          // eslint-disable-next-line max-len -- SVG path data
          d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3a.5.5 0 0 0 0-.5l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.1 5.1 0 0 0 1.1 2.7 11.7 11.7 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.2 2.2 2.2 0 0 0 .1-1.3c0-.1-.2-.2-.4-.3Z"
        />
      </svg>
    </a>
  );
}
