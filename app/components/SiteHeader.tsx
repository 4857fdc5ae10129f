import { useEffect, useRef } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { badgeText } from "~/forms/nav-badge";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { NavIcon, type NavIconName } from "./NavIcon";
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
export type NavItem = {
  to: string;
  label: string;
  end?: boolean;
  pending?: number;
  unread?: boolean;
  /** The phone bar's icon: the badge then sits on the icon's corner, inside the item, never on a neighbour. */
  icon?: NavIconName;
};

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
            {link.icon ? (
              <>
                <span className="nav-icon">
                  <NavIcon name={link.icon} />
                  <Badge count={link.pending} />
                </span>
                <span className="nav-label">{link.label}</span>
              </>
            ) : (
              <>
                {link.label}
                <Badge count={link.pending} />
              </>
            )}
          </NavLink>
        </li>
      ))}
    </>
  );
}

function Badge({ count }: { count: number | undefined }) {
  const text = badgeText(count);
  return text ? <span className="nav-count">{text}</span> : null;
}

/** A signed-in member's daily pages, with the number of requests waiting for an answer and of unread messages. */
const memberLinks = (t: Translate, pendingRequests: number, unreadMessages: number): NavItem[] => [
  { to: "/matches", label: t("nav.matches") },
  { to: "/connectionReq", label: t("nav.requests"), pending: pendingRequests },
  { to: "/messages", label: t("nav.messages"), pending: unreadMessages, unread: true },
];

/** The rest of a member's own pages, grouped under "My account" (docs/product-rules.md §2, Navigation). */
const accountLinks = (t: Translate): NavItem[] => [
  { to: "/userProfile", label: t("nav.myProfile") },
  { to: "/sentRequests", label: t("nav.sentRequests") },
  { to: "/shortlist", label: t("nav.shortlist") },
  { to: "/family", label: t("nav.family") },
  { to: "/settings", label: t("nav.settings") },
];

/**
 * "My account": a <details> menu, so it opens without JavaScript, on a phone too (where the bar has room for five
 * items only); Log out is a POST form at its end. With JavaScript it closes when a page is chosen.
 */
function AccountMenu({ isAdmin }: { isAdmin: boolean }) {
  const t = useCommonT();
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname, search]);
  return (
    <details className="account-menu" ref={menu}>
      <summary className="account-menu__summary">
        <NavIcon name="person" />
        <span className="account-menu__label">{t("nav.account")}</span>
      </summary>
      <ul className="account-menu__list">
        {!isAdmin && <NavItems links={accountLinks(t)} />}
        <LogOutItem action="/logout" className="account-menu__logout" />
      </ul>
    </details>
  );
}

/** Log out as a list item: a POST (it changes state), so it works without JavaScript too. */
function LogOutItem({ action, className }: { action: string; className: string }) {
  const t = useCommonT();
  return (
    <li>
      <Form method="post" action={action}>
        <button type="submit" className={className}>
          {t("nav.logOut")}
        </button>
      </Form>
    </li>
  );
}

/** A signed-in guardian's links (docs/product-rules.md §32): their dashboard, and logging out (a POST). */
export function GuardianNav() {
  const t = useCommonT();
  return (
    <>
      <li>
        <NavLink to="/guardian">{t("nav.guardianDashboard")}</NavLink>
      </li>
      <LogOutItem action="/guardian/logout" className="button button--small button--outline" />
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
        <nav aria-label={t("nav.main")} className="site-nav">
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
          {signedIn && <AccountMenu isAdmin={isAdmin} />}
        </nav>
      </div>
    </header>
  );
}
