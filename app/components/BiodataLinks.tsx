import { Form } from "react-router";
import type { BiodataLinkRow } from "~/domain/profiles/biodata-links.server";
import { LINK_LABEL_MAX, MAX_VIEWS_LIMIT } from "~/forms/biodata-link";
import { useHydrated } from "./useHydrated";
import { useDateLocale, useT } from "./translate";

// Making, listing and revoking share links to a biodata (docs/product-rules.md §40): the member's own page and a
// guardian's page for the member use the same forms, posted to `action`.

const STATES: Record<BiodataLinkRow["state"], string> = {
  active: "biodataLinks.state.active",
  revoked: "biodataLinks.state.revoked",
  expired: "biodataLinks.state.expired",
  used: "biodataLinks.state.used",
};

const when = (date: Date | string, locale: string) =>
  new Date(date).toLocaleString(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

/** The form that makes a link: a label, 7 or 30 days, a limit of views, the photo (off by default). */
export function MakeLinkForm({ action, error }: { action: string; error?: string }) {
  const t = useT();
  return (
    <Form method="post" action={action} className="card biodata-make">
      <h2>{t("biodataLinks.make")}</h2>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <label className="field">
        <span>{t("biodataLinks.label")}</span>
        <input name="label" required maxLength={LINK_LABEL_MAX} placeholder={t("biodataLinks.labelExample")} />
      </label>
      <fieldset className="choices">
        <legend>{t("biodataLinks.validFor")}</legend>
        <div className="choices__options">
          {[7, 30].map((days) => (
            <div className="checkbox" key={days}>
              <input id={`link-days-${days}`} type="radio" name="days" value={days} defaultChecked={days === 7} />
              <label htmlFor={`link-days-${days}`}>{t("biodataLinks.days", { count: days })}</label>
            </div>
          ))}
        </div>
      </fieldset>
      <label className="field">
        <span>{t("biodataLinks.maxViews")}</span>
        <input name="maxViews" type="number" inputMode="numeric" min={1} max={MAX_VIEWS_LIMIT} />
      </label>
      <div className="checkbox">
        <input id="link-show-photo" type="checkbox" name="showPhoto" />
        <label htmlFor="link-show-photo">{t("biodataLinks.showPhoto")}</label>
      </div>
      <button type="submit" name="intent" value="make" className="button">
        {t("biodataLinks.makeButton")}
      </button>
    </Form>
  );
}

/** The link just made, with WhatsApp and copy: shown once, since only its hash is kept. */
export function NewLink({ link, name }: { link: string; name: string }) {
  const t = useT();
  const hydrated = useHydrated();
  const text = t("biodataLinks.whatsAppText", { name, link });
  return (
    <section className="card biodata-new" aria-labelledby="new-link">
      <h2 id="new-link">{t("biodataLinks.newLink")}</h2>
      <p>{t("biodataLinks.onlyNow")}</p>
      <input className="biodata-new__url" readOnly value={link} aria-labelledby="new-link" dir="ltr" />
      <p className="biodata__actions">
        <a className="button" href={`https://wa.me/?text=${encodeURIComponent(text)}`} rel="noopener noreferrer">
          {t("biodataLinks.whatsApp")}
        </a>
        {hydrated && (
          <button type="button" className="button button--outline" onClick={() => navigator.clipboard?.writeText(link)}>
            {t("biodataLinks.copy")}
          </button>
        )}
      </p>
    </section>
  );
}

/** The member's links with their views, last view and state; Revoke on the ones that still open. */
export function LinkList({ links, action }: { links: BiodataLinkRow[]; action: string }) {
  const t = useT();
  const locale = useDateLocale();
  if (links.length === 0) return <p>{t("biodataLinks.none")}</p>;
  return (
    <ul className="biodata-links">
      {links.map((link) => (
        <li key={link.id} className="card biodata-link">
          <h3>
            <bdi>{link.label}</bdi>
          </h3>
          <p>
            {t(STATES[link.state])} · {t("biodataLinks.expires", { date: when(link.expiresAt, locale) })}
            {link.showPhoto && ` · ${t("biodataLinks.withPhoto")}`}
          </p>
          <p className="biodata-link__views">
            {link.maxViews === null
              ? t("biodataLinks.views", { count: link.views })
              : t("biodataLinks.viewsOf", { count: link.views, max: link.maxViews })}
            {" · "}
            {link.lastViewedAt
              ? t("biodataLinks.lastView", { date: when(link.lastViewedAt, locale) })
              : t("biodataLinks.notViewed")}
          </p>
          {link.state === "active" && (
            <Form method="post" action={action}>
              <input type="hidden" name="linkId" value={link.id} />
              <button type="submit" name="intent" value="revoke" className="button button--outline">
                {t("biodataLinks.revoke")}
              </button>
            </Form>
          )}
        </li>
      ))}
    </ul>
  );
}
