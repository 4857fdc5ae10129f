import type { Language } from "~/forms/languages";
import { getEnv, siteNameIn } from "~/services/env.server";

export type SiteInfo = {
  name: string;
  phone?: string;
  email?: string;
  address?: string;
  chatLink?: string;
  socialLinks: { name: string; url: string }[];
};

/** WhatsApp's click-to-chat link for an Indian number, when no CHAT_LINK is set. */
function whatsappLink(phone: string): string | undefined {
  const digits = phone.replace(/\D/g, "");
  if (digits.length === 10) return `https://wa.me/91${digits}`;
  if (digits.length === 12 && digits.startsWith("91")) return `https://wa.me/${digits}`;
  return undefined;
}

/**
 * The operator's public contact details, shown in the footer, the contact page and the chat button, with the site's
 * name in the reader's language.
 */
export function getSiteInfo(language: Language): SiteInfo {
  const env = getEnv();
  return {
    name: siteNameIn(language),
    phone: env.CONTACT_PHONE,
    email: env.CONTACT_EMAIL,
    address: env.CONTACT_ADDRESS,
    chatLink: env.CHAT_LINK ?? (env.CONTACT_PHONE ? whatsappLink(env.CONTACT_PHONE) : undefined),
    socialLinks: env.SOCIAL_LINKS,
  };
}
