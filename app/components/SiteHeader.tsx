import { Link, NavLink } from "@remix-run/react";

const MAIN_LINKS: NavItem[] = [
  { to: "/", label: "HOME", end: true },
  { to: "/profilePage", label: "PROFILES" },
  { to: "/member", label: "MEMBERSHIP" },
  { to: "/contactUs", label: "CONTACT US" },
];

export type NavItem = { to: string; label: string; end?: boolean };

/** One list item and link per destination; the current page's link is marked (aria-current="page"). */
export function NavItems({ links }: { links: readonly NavItem[] }) {
  return (
    <>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.end}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </>
  );
}

export function SiteHeader({ siteName, signedIn, isAdmin }: { siteName: string; signedIn: boolean; isAdmin: boolean }) {
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
              <>
                <li>
                  <NavLink to="/matches">MATCHES</NavLink>
                </li>
                <li>
                  <NavLink to="/userProfile">MY PROFILE</NavLink>
                </li>
              </>
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
