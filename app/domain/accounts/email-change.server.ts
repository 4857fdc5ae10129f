import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { members } from "~/db/schema";
import { siteNameIn } from "~/services/env.server";
import { UserError } from "~/services/user-error.server";
import { hasVerifiedCode, sendCode, verifyCode } from "./one-time-codes.server";
import { emailT } from "../mail/email-words.server";
import { queueMail } from "../mail/mail-queue.server";
import { languageOf } from "../mail/mail-wording.server";

// A member's new e-mail address must be proven by a code, as at signup, before it replaces the
// old one: otherwise anyone signed in (a borrowed phone, a stolen session) could move the account
// to an address they own and take it over through a password reset, or claim someone else's
// address. The code is the signup kind, so the original client's verifyEmail calls work too.

export type NewEmailStep = "unchanged" | "verified" | "code-sent";

/**
 * Where a profile edit stands with its e-mail address: unchanged, verified by this browser session
 * (a code given now is checked here; a wrong one throws UserError), or a code was just sent to it.
 */
export async function verifyNewEmail(
  unqId: number,
  email: string,
  code: string | undefined,
  binding: string | undefined,
  clientIp: string,
): Promise<NewEmailStep> {
  const mine = getDb()
    .select({ email: members.email, language: members.language })
    .from(members)
    .where(eq(members.unqId, unqId))
    .get();
  if (mine?.email === email) return "unchanged";
  if (hasVerifiedCode(email, "signup", binding)) return "verified";
  if (code && binding) {
    try {
      verifyCode(email, "signup", code, binding, clientIp);
    } catch (error) {
      // The form shows it beside the code field.
      if (error instanceof UserError) throw new UserError(error.message, { status: error.status, field: "emailCode" });
      throw error;
    }
    return "verified";
  }
  // Another member's address gets a code like any other: nothing tells whose it is until it is proven.
  // In the language the member chose (issue 18).
  await sendCode(email, "signup", clientIp, mine?.language ?? "en");
  return "code-sent";
}

/**
 * Tells the old address that the account now uses another one (ASVS V2.2.3): the owner learns of a
 * takeover. Call inside the transaction that changes the address; the notice goes with the member's data.
 */
export function noticeEmailChanged(unqId: number, oldEmail: string): void {
  const language = languageOf(unqId);
  const site = siteNameIn(language);
  const t = emailT(language);
  queueMail({
    kind: "email-changed",
    toEmail: oldEmail,
    toUnqId: unqId,
    subject: t("emailChanged.subject", { site }),
    body: [t("emailChanged.changed", { site }), ``, t("emailChanged.notYou")].join("\n"),
  });
}
