import type { Flash } from "~/web/flash.server";

/** The message carried over a redirect; announced to screen readers. */
export function FlashMessage({ flash }: { flash: Flash | null }) {
  return (
    <div className="flash-region" role="status" aria-live="polite">
      {flash && (
        <p className={`flash flash--${flash.type}`} key={flash.message}>
          {flash.message}
        </p>
      )}
    </div>
  );
}
