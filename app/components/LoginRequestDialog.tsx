import { Link } from "@remix-run/react";
import { Dialog } from "~/components/Dialog";

/**
 * A visitor opened a profile card: log in first, then back to the listing (a visitor's card names nobody,
 * docs/product-rules.md §6, so there is no profile to go to).
 */
export function LoginRequestDialog({ closeTo }: { closeTo: string }) {
  return (
    <Dialog title="Login Request" closeTo={closeTo}>
      <p>Please log in to see more about this member.</p>
      <div className="wizard-actions">
        <Link to={closeTo} className="button button--outline">
          Close
        </Link>
        {/* The way forward takes the focus (autoFocus: without JavaScript too). */}
        <Link to={`/login?redirectTo=${encodeURIComponent(closeTo)}`} className="button" autoFocus data-autofocus>
          Login
        </Link>
      </div>
    </Dialog>
  );
}
