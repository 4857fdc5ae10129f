import { Form, Link, NavLink } from "react-router";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { useCommonT, type Translate } from "./translate";

const mainLinks = (t: Translate): NavItem[] => [
  { to: "/", label: t("nav.home"), end: true },
  { to: "/profilePage", label: t("nav.profiles") },
  { to: "/member", label: t("nav.membership") },
  { to: "/contactUs", label: t("nav.contactUs") },
];

/**
 * `pending`: a number waiting for the member (requests, unread messages), shown as a badge on the link and
 * read as "<label>, 3 pending" (or "3 unread", `unread`).
 */
export type NavItem = { to: string; label: string; end?: boolean; pending?: number; unread?: boolean };

/** One list item and link per destination; the current page's link is marked (aria-current="page"). */
export function NavItems({ links }: { links: readonly NavItem[] }) {
  const t = useCommonT();
  return (
    <>
      {links.map((link) => (
        <li key={link.to}>
          {/* Read as "REQUESTS, 3 pending" (the name starts with the visible label); seen as the label and a badge. */}
          <NavLink
            to={link.to}
            end={link.end}
            aria-label={
              link.pending
                ? t(link.unread ? "nav.unread" : "nav.pending", { label: link.label, count: link.pending })
                : undefined
            }
          >
            {link.label}
            {link.pending ? <span className="nav-count">{link.pending}</span> : null}
          </NavLink>
        </li>
      ))}
    </>
  );
}

/** A signed-in member's own pages, with the number of requests waiting for an answer and of unread messages. */
const memberLinks = (t: Translate, pendingRequests: number, unreadMessages: number): NavItem[] => [
  { to: "/matches", label: t("nav.matches") },
  { to: "/connectionReq", label: t("nav.requests"), pending: pendingRequests },
  { to: "/messages", label: t("nav.messages"), pending: unreadMessages, unread: true },
  { to: "/sentRequests", label: t("nav.sentRequests") },
  { to: "/shortlist", label: t("nav.shortlist") },
  { to: "/userProfile", label: t("nav.myProfile") },
];

/** A signed-in guardian's links (docs/product-rules.md §32): their dashboard, and logging out (a POST). */
export function GuardianNav() {
  const t = useCommonT();
  return (
    <>
      <li>
        <NavLink to="/guardian">{t("nav.guardianDashboard")}</NavLink>
      </li>
      <li>
        <Form method="post" action="/guardian/logout">
          <button type="submit" className="button button--small button--outline">
            {t("nav.logOut")}
          </button>
        </Form>
      </li>
    </>
  );
}

export function SiteHeader({
  siteName,
  signedIn,
  guardian,
  isAdmin,
  pendingRequests,
  unreadMessages,
}: {
  siteName: string;
  signedIn: boolean;
  guardian: boolean;
  isAdmin: boolean;
  pendingRequests: number;
  unreadMessages: number;
}) {
  const t = useCommonT();
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t("skipToContent")}
      </a>
      <div className="site-header__inner">
        <Link to="/" className="brand">
          {siteName}
        </Link>
        <LanguageSwitcher />
        <nav aria-label={t("nav.main")}>
          <ul className="main-nav">
            <NavItems links={mainLinks(t)} />
            {isAdmin && (
              <li>
                <NavLink to="/admin">{t("nav.admin")}</NavLink>
              </li>
            )}
            {/* An administrator has no member profile (docs/product-rules.md §16): Admin, and no member's links. */}
            {signedIn ? (
              !isAdmin && <NavItems links={memberLinks(t, pendingRequests, unreadMessages)} />
            ) : guardian ? (
              <GuardianNav />
            ) : (
              <>
                <li>
                  <NavLink to="/login">{t("nav.login")}</NavLink>
                </li>
                <li>
                  <Link to="/signup" className="button button--small">
                    {t("nav.createProfile")}
                  </Link>
                </li>
              </>
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}
