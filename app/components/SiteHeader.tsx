import { Form, Link, NavLink } from "@remix-run/react";

const MAIN_LINKS: NavItem[] = [
  { to: "/", label: "HOME", end: true },
  { to: "/profilePage", label: "PROFILES" },
  { to: "/member", label: "MEMBERSHIP" },
  { to: "/contactUs", label: "CONTACT US" },
];

/**
 * `pending`: a number waiting for the member (requests, unread messages), shown as a badge on the link and
 * read as "<label>, 3 <countWord>" ("pending" unless said).
 */
export type NavItem = { to: string; label: string; end?: boolean; pending?: number; countWord?: string };

/** One list item and link per destination; the current page's link is marked (aria-current="page"). */
export function NavItems({ links }: { links: readonly NavItem[] }) {
  return (
    <>
      {links.map((link) => (
        <li key={link.to}>
          {/* Read as "REQUESTS, 3 pending" (the name starts with the visible label); seen as the label and a badge. */}
          <NavLink
            to={link.to}
            end={link.end}
            aria-label={link.pending ? `${link.label}, ${link.pending} ${link.countWord ?? "pending"}` : undefined}
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
const memberLinks = (pendingRequests: number, unreadMessages: number): NavItem[] => [
  { to: "/matches", label: "MATCHES" },
  { to: "/connectionReq", label: "REQUESTS", pending: pendingRequests },
  { to: "/messages", label: "MESSAGES", pending: unreadMessages, countWord: "unread" },
  { to: "/sentRequests", label: "SENT REQUESTS" },
  { to: "/shortlist", label: "SHORTLIST" },
  { to: "/userProfile", label: "MY PROFILE" },
];

/** A signed-in guardian's links (docs/product-rules.md §32): their dashboard, and logging out (a POST). */
export function GuardianNav() {
  return (
    <>
      <li>
        <NavLink to="/guardian">Guardian dashboard</NavLink>
      </li>
      <li>
        <Form method="post" action="/guardian/logout">
          <button type="submit" className="button button--small button--outline">
            Log out
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
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="site-header__inner">
        <Link to="/" className="brand">
          {siteName}
        </Link>
        <nav aria-label="Main">
          <ul className="main-nav">
            <NavItems links={MAIN_LINKS} />
            {isAdmin && (
              <li>
                <NavLink to="/admin">ADMIN</NavLink>
              </li>
            )}
            {signedIn ? (
              <NavItems links={memberLinks(pendingRequests, unreadMessages)} />
            ) : guardian ? (
              <GuardianNav />
            ) : (
              <>
                <li>
                  <NavLink to="/login">LOGIN</NavLink>
                </li>
                <li>
                  <Link to="/signup" className="button button--small">
                    Create Profile
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
