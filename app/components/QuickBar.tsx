import { NavItems, type NavItem } from "./SiteHeader";
import { useCommonT, type Translate } from "./translate";

/**
 * At most five items, each an icon over a short label (docs/product-rules.md §36): a visitor's way in (Home, Profiles,
 * Create Profile, Login); a member's daily round (Home, with the matches; Profiles; Requests and Messages, each with
 * its count; My Profile); an administrator's Admin; a guardian's dashboard. The rest of a member's pages are in
 * the header's "My account" menu.
 */
function quickBarLinks(
  t: Translate,
  viewer: { signedIn: boolean; guardian: boolean; isAdmin: boolean; pendingRequests: number; unreadMessages: number },
): NavItem[] {
  const common: NavItem[] = [
    { to: "/", label: t("bar.home"), end: true, icon: "home" },
    { to: "/profilePage", label: t("bar.profiles"), icon: "search" },
  ];
  // An administrator has no member profile (docs/product-rules.md §16): Admin, and no member's links.
  if (viewer.signedIn && viewer.isAdmin) return [...common, { to: "/admin", label: t("bar.admin"), icon: "shield" }];
  if (viewer.signedIn)
    return [
      ...common,
      { to: "/ConnectionReq", label: t("bar.requests"), pending: viewer.pendingRequests, icon: "requests" },
      { to: "/messages", label: t("bar.messages"), pending: viewer.unreadMessages, unread: true, icon: "messages" },
      { to: "/userProfile", label: t("bar.myProfile"), icon: "person" },
    ];
  if (viewer.guardian) return [...common, { to: "/guardian", label: t("nav.guardianDashboard"), icon: "shield" }];
  return [
    ...common,
    { to: "/signup", label: t("nav.createProfile"), icon: "join" },
    { to: "/login", label: t("bar.login"), icon: "login" },
  ];
}

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
  const links = quickBarLinks(t, { signedIn, guardian, isAdmin, pendingRequests, unreadMessages });
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
