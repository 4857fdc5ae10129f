import { Link } from "react-router";
import { Dialog } from "~/components/Dialog";
import { useT } from "~/components/translate";

/**
 * A visitor opened a profile card: log in first, then back to the listing (a visitor's card names nobody,
 * docs/product-rules.md §6, so there is no profile to go to).
 */
export function LoginRequestDialog({ closeTo }: { closeTo: string }) {
  const t = useT();
  return (
    <Dialog title={t("loginRequest.title")} closeTo={closeTo}>
      <p>{t("loginRequest.text")}</p>
      <div className="wizard-actions">
        <Link to={closeTo} className="button button--outline">
          {t("loginRequest.close")}
        </Link>
        {/* The way forward takes the focus (autoFocus: without JavaScript too). */}
        <Link to={`/login?redirectTo=${encodeURIComponent(closeTo)}`} className="button" autoFocus data-autofocus>
          {t("loginRequest.login")}
        </Link>
      </div>
    </Dialog>
  );
}
