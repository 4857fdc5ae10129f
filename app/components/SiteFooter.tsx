import { Link } from "@remix-run/react";
import type { SiteInfo } from "~/domain/site.server";

export function SiteFooter({ site }: { site: SiteInfo }) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section aria-labelledby="footer-links">
          <h2 id="footer-links">Quick links</h2>
          <ul>
            <li><Link to="/">Home</Link></li>
            <li><Link to="/profilePage">Profiles</Link></li>
            <li><Link to="/member">Membership</Link></li>
            <li><Link to="/contactUs">Contact us</Link></li>
            <li><Link to="/termCondition">Terms and conditions</Link></li>
            <li><Link to="/privacyPolicy">Privacy policy</Link></li>
          </ul>
        </section>
        {site.socialLinks.length > 0 && (
          <section aria-labelledby="footer-social">
            <h2 id="footer-social">Follow us</h2>
            <ul>
              {site.socialLinks.map((link) => (
                <li key={link.url}>
                  <a href={link.url} rel="noopener noreferrer">{link.name}</a>
                </li>
              ))}
            </ul>
          </section>
        )}
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Reach us</h2>
          <ContactLines site={site} />
        </section>
      </div>
      <p className="site-footer__legal">© {site.name}</p>
    </footer>
  );
}

export function ContactLines({ site }: { site: SiteInfo }) {
  if (!site.phone && !site.email && !site.address) {
    return <p>Write to us with the <Link to="/contactUs">contact form</Link>.</p>;
  }
  return (
    <ul className="contact-lines">
      {site.phone && <li>Phone: <a href={`tel:${site.phone.replace(/\s/g, "")}`}>{site.phone}</a></li>}
      {site.email && <li>Email: <a href={`mailto:${site.email}`}>{site.email}</a></li>}
      {site.address && <li>Address: {site.address}</li>}
    </ul>
  );
}

/** The floating chat link (WhatsApp by default). */
export function ChatButton({ href }: { href: string }) {
  return (
    <a className="chat-button" href={href} rel="noopener noreferrer" target="_blank" aria-label="Chat with us on WhatsApp">
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3a.5.5 0 0 0 0-.5l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.1 5.1 0 0 0 1.1 2.7 11.7 11.7 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.2 2.2 2.2 0 0 0 .1-1.3c0-.1-.2-.2-.4-.3Z"
        />
      </svg>
    </a>
  );
}
