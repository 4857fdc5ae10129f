import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";

const focusableIn = (dialog: HTMLElement) =>
  Array.from(dialog.querySelectorAll<HTMLElement>("a[href], button:not([disabled]), input:not([type=hidden]), select, textarea"));

/**
 * A dialog opened by the URL (a search parameter), so it is rendered by the
 * server and works without JavaScript; closing is a link back. With
 * JavaScript, focus moves into it, stays there, and Escape closes it.
 */
export function Dialog({ title, closeTo, wide, children }: { title: string; closeTo: string; wide?: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  // A new title is a new dialog (the forgot-password steps share one): focus moves to its first field.
  useEffect(() => {
    const dialog = ref.current;
    (dialog?.querySelector<HTMLElement>("[data-autofocus]") ?? (dialog && focusableIn(dialog)[0]))?.focus();
  }, [title]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") navigate(closeTo, { replace: true });
      if (event.key !== "Tab") return;
      const items = focusableIn(dialog!);
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
    dialog.addEventListener("keydown", onKeyDown);
    return () => dialog.removeEventListener("keydown", onKeyDown);
  }, [closeTo, navigate]);

  return (
    <div className="dialog-backdrop">
      <div className={wide ? "dialog dialog--wide" : "dialog"} role="dialog" aria-modal="true" aria-labelledby="dialog-title" ref={ref}>
        <h2 id="dialog-title">{title}</h2>
        {children}
        <Link to={closeTo} className="dialog__close" aria-label="Close dialog" replace>
          ×
        </Link>
      </div>
    </div>
  );
}
