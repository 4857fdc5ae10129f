import { Link, useNavigate } from "react-router";
import { useEffect, useRef, type MouseEvent } from "react";
import { useHydrated } from "./useHydrated";
import { useT } from "./translate";

/**
 * With JavaScript, a link within the listing that leaves the page where it is: the address without its fragment
 * (the fragment brings a page loaded without JavaScript back to the card) and without the scroll to the top.
 * A click with a modifier (a new tab) is left to the browser.
 */
export function useInPlaceLink(to: string, replace: boolean) {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(to.split("#")[0], { replace, preventScrollReset: true });
  };
}

/**
 * What a visitor's tap on a card opens, in place under the card (docs/product-rules.md §2): register free to
 * see her (his) full profile, with Create Profile and Login, the login coming back to that profile (`loginTo`).
 * Opened by the URL, so it works without JavaScript; with it the page does not move, the focus goes to Create
 * Profile, and Escape or × closes it (the card gives the focus back, VisitorProfileCard).
 */
export function RegisterOffer({ gender, loginTo, closeTo }: { gender: string; loginTo: string; closeTo: string }) {
  const t = useT();
  const hydrated = useHydrated();
  const ref = useRef<HTMLDivElement>(null);
  const first = useRef<HTMLAnchorElement>(null);
  const close = useInPlaceLink(closeTo, true);
  const navigate = useNavigate();

  // Opened with JavaScript: the focus moves in without scrolling, then the offer scrolls into view only as far
  // as it must (under the card, it may start below the fold or under the phone bar). A page that arrived with
  // it open keeps the focus its autoFocus gave.
  useEffect(() => {
    const offer = ref.current;
    if (!offer || offer.contains(document.activeElement)) return;
    first.current?.focus({ preventScroll: true });
    offer.scrollIntoView({ block: "nearest" });
  }, []);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      event.preventDefault();
      void navigate(closeTo.split("#")[0], { replace: true, preventScrollReset: true });
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [closeTo, navigate]);

  return (
    // One offer open at a time: its title's id is the page's only one.
    <div className="card-offer" role="dialog" aria-labelledby="card-offer-title" ref={ref}>
      <h3 id="card-offer-title">{t(gender === "Female" ? "registerOffer.titleHer" : "registerOffer.titleHis")}</h3>
      <p>{t("registerOffer.text")}</p>
      <div className="card-offer__actions">
        {/* autoFocus for a page loaded without JavaScript; once React runs, the effect above moves the focus. */}
        <Link to="/signup" className="button" autoFocus={!hydrated} ref={first}>
          {t("registerOffer.createProfile")}
        </Link>
        <Link to={`/login?redirectTo=${encodeURIComponent(loginTo)}`} className="button button--outline">
          {t("registerOffer.login")}
        </Link>
      </div>
      <Link to={closeTo} onClick={close} className="dialog__close" aria-label={t("registerOffer.close")}>
        ×
      </Link>
    </div>
  );
}
