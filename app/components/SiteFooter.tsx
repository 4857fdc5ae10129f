import { Link } from "react-router";
import type { SiteInfo } from "~/domain/site/site.server";
import { useCommonT } from "./translate";

const FOOTER_LINKS = [
  ["/", "footer.home"],
  ["/profilePage", "footer.profiles"],
  ["/member", "footer.membership"],
  ["/stories", "footer.stories"],
  ["/contactUs", "footer.contactUs"],
  ["/safety", "footer.safety"],
  ["/termCondition", "footer.terms"],
  ["/privacyPolicy", "footer.privacy"],
  // The itemised notice members consent to (DPDP Act 2023 s. 5; docs/product-rules.md §41).
  ["/notice", "footer.notice"],
  // The grievance officer and complaints, on every page as the IT Rules 2021 ask (docs/product-rules.md §41).
  ["/grievances", "footer.grievances"],
] as const;

export function SiteFooter({ site }: { site: SiteInfo }) {
  const t = useCommonT();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section aria-labelledby="footer-links">
          <h2 id="footer-links">{t("footer.quickLinks")}</h2>
          <ul>
            {FOOTER_LINKS.map(([to, key]) => (
              <li key={to}>
                <Link to={to}>{t(key)}</Link>
              </li>
            ))}
          </ul>
        </section>
        {site.socialLinks.length > 0 && (
          <section aria-labelledby="footer-social">
            <h2 id="footer-social">{t("footer.followUs")}</h2>
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
          <h2 id="footer-contact">{t("footer.reachUs")}</h2>
          <ContactLines site={site} />
        </section>
      </div>
      <p className="site-footer__legal">© {site.name}</p>
    </footer>
  );
}

export function ContactLines({ site }: { site: SiteInfo }) {
  const t = useCommonT();
  if (!site.phone && !site.email && !site.address) {
    // The link sits where the language puts it in the sentence.
    const [before, after] = t("footer.writeToUs").split("{{link}}");
    return (
      <p>
        {before}
        <Link to="/contactUs">{t("footer.contactForm")}</Link>
        {after}
      </p>
    );
  }
  return (
    <ul className="contact-lines">
      {site.phone && (
        <li>
          {t("footer.phone")}{" "}
          <a href={`tel:${site.phone.replace(/\s/g, "")}`} dir="ltr">
            {site.phone}
          </a>
        </li>
      )}
      {site.email && (
        <li>
          {t("footer.email")}{" "}
          <a href={`mailto:${site.email}`} dir="ltr">
            {site.email}
          </a>
        </li>
      )}
      {site.address && (
        <li>
          {t("footer.address")} <bdi>{site.address}</bdi>
        </li>
      )}
    </ul>
  );
}
