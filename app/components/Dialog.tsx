import { Link, useNavigate } from "react-router";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useCommonT } from "./translate";

const FOCUSABLE = ["a[href]", "button", "input:not([type=hidden])", "select", "textarea", "[tabindex]"]
  .map((selector) => `${selector}:not([disabled]):not([tabindex="-1"])`)
  .join(", ");

const focusableIn = (dialog: HTMLElement) => Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));

/**
 * A dialog opened by the URL (a search parameter), so it is rendered by the
 * server and works without JavaScript; closing is a link back. Without
 * JavaScript its first control carries autoFocus. With JavaScript, focus
 * moves into it and stays there, Escape closes it, and on closing the focus
 * goes back to the control that opened it.
 */
export function Dialog({
  title,
  closeTo,
  wide,
  children,
}: {
  title: string;
  closeTo: string;
  wide?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  // The close button's name comes with the pages that list "account" in pageI18n; on the others (a `t` that
  // does not know the key answers with the key) it stays English.
  const closeLabel = useCommonT()("dialog.close");

  // The control that opened the dialog, read while rendering: by the time effects run, a field's
  // autoFocus has taken the focus. It gets the focus back when the dialog closes.
  const [opener] = useState(() => (typeof document === "undefined" ? null : document.activeElement));
  useEffect(
    () => () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    },
    [opener],
  );

  // A new title is a new dialog (the forgot-password steps share one): focus moves to its first field.
  // Not when the dialog first mounts with the focus already inside: its code hydrated late (decision 006)
  // while the visitor was working in the server's HTML, and pulling them back would lose their place.
  const focusedTitle = useRef<string>(undefined);
  useEffect(() => {
    const dialog = ref.current;
    const firstMount = focusedTitle.current === undefined;
    focusedTitle.current = title;
    if (!dialog || (firstMount && dialog.contains(document.activeElement))) return;
    (dialog.querySelector<HTMLElement>("[data-autofocus]") ?? focusableIn(dialog)[0])?.focus();
  }, [title]);

  // On the document, not the dialog: Escape and Tab work even when the focus was lost to the page behind.
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const dialog = ref.current;
      if (!dialog) return;
      if (event.key === "Escape") {
        event.preventDefault();
        navigate(closeTo, { replace: true });
        return;
      }
      if (event.key !== "Tab") return;
      const items = focusableIn(dialog);
      const first = items[0];
      const last = items[items.length - 1];
      const inside = dialog.contains(document.activeElement);
      if (!inside || (event.shiftKey && document.activeElement === first)) {
        event.preventDefault();
        (event.shiftKey ? last : first)?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [closeTo, navigate]);

  return (
    <div className="dialog-backdrop">
      <div
        className={wide ? "dialog dialog--wide" : "dialog"}
        role="dialog"
        aria-modal="true"
        aria-labelledby="dialog-title"
        ref={ref}
      >
        <h2 id="dialog-title">{title}</h2>
        {children}
        <Link to={closeTo} className="dialog__close" aria-label={closeLabel} replace>
          ×
        </Link>
      </div>
    </div>
  );
}
