import { useEffect } from "react";

/**
 * Moves the focus to the field to correct each time a failed submit's result arrives. Without JavaScript
 * the page reloads and the field's autoFocus does this; with JavaScript the page stays and autoFocus
 * does nothing, hence this. Forms checked by Conform need neither: Conform focuses the first invalid field.
 */
export function useFocusAfterFailure(fieldId: string | undefined, result: unknown) {
  useEffect(() => {
    if (fieldId && result) document.getElementById(fieldId)?.focus();
  }, [fieldId, result]);
}
