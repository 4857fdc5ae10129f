import { Link } from "@remix-run/react";
import type { SiteInfo } from "~/domain/site.server";

export function SiteFooter({ site }: { site: SiteInfo }) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section aria-labelledby="footer-links">
          <h2 id="footer-links">Quick links</h2>
          <ul>
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              <Link to="/profilePage">Profiles</Link>
            </li>
            <li>
              <Link to="/member">Membership</Link>
            </li>
            <li>
              <Link to="/stories">Success stories</Link>
            </li>
            <li>
              <Link to="/contactUs">Contact us</Link>
            </li>
            <li>
              <Link to="/safety">Staying safe</Link>
            </li>
            <li>
              <Link to="/termCondition">Terms and conditions</Link>
            </li>
            <li>
              <Link to="/privacyPolicy">Privacy policy</Link>
            </li>
          </ul>
        </section>
        {site.socialLinks.length > 0 && (
          <section aria-labelledby="footer-social">
            <h2 id="footer-social">Follow us</h2>
            <ul>
              {site.socialLinks.map((link) => (
                <li key={link.url}>
                  <a href={link.url} rel="noopener noreferrer">
                    {link.name}
                  </a>
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
    return (
      <p>
        Write to us with the <Link to="/contactUs">contact form</Link>.
      </p>
    );
  }
  return (
    <ul className="contact-lines">
      {site.phone && (
        <li>
          Phone: <a href={`tel:${site.phone.replace(/\s/g, "")}`}>{site.phone}</a>
        </li>
      )}
      {site.email && (
        <li>
          Email: <a href={`mailto:${site.email}`}>{site.email}</a>
        </li>
      )}
      {site.address && <li>Address: {site.address}</li>}
    </ul>
  );
}
