import { deleteAccount } from "~/domain/accounts/accounts.server";
import { translateMessage } from "~/domain/site/translations.server";
import type { Language } from "~/forms/languages";
import { UserError } from "~/services/user-error.server";
import { homeAfterErasure } from "./account-end.server";

/** What a page that holds the DeleteAccountForm answers when the deletion is refused (a wrong password). */
export type DeleteRefusal = { deleteError: string };

/**
 * "Delete my account" (docs/product-rules.md §15), from the own profile page and from /consent, where refusing the
 * changed notice must stay as easy as accepting it (§41): the password confirms it; the member leaves signed out.
 * A refusal is thrown (UserError) for the page to show beside the password field (deleteRefusal).
 */
export async function deleteOwnAccount(request: Request, unqId: number, form: FormData): Promise<Response> {
  await deleteAccount(unqId, String(form.get("password") ?? ""));
  return homeAfterErasure(request, "Your account has been deleted.");
}

/** A refused deletion as the DeleteAccountForm reads it, in the reader's language. */
export const deleteRefusal = (error: UserError, language: Language): DeleteRefusal => ({
  deleteError: translateMessage(language, error.message),
});
