import { makeBiodataLink, type LinkDays } from "~/domain/profiles/biodata-links.server";
import { siteLink } from "~/domain/mail/mail-wording.server";
import { biodataLinkSchema } from "~/forms/biodata-link";
import { UserError } from "~/services/user-error.server";

// The make-a-link form read and carried out, for the member's page and the guardian's (docs/product-rules.md §40).

/** Reads the form, makes the link and returns its address (shown once: only its hash is kept). */
export function makeLinkFromForm(memberUnqId: number, form: FormData, madeByGuardianId: number | null = null): string {
  const parsed = biodataLinkSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new UserError(issue.message, { field: String(issue.path[0] ?? "") });
  }
  const { label, days, maxViews, showPhoto } = parsed.data;
  const token = makeBiodataLink(
    memberUnqId,
    {
      label,
      days: Number(days) as LinkDays,
      maxViews: maxViews ? Number(maxViews) : null,
      showPhoto: showPhoto === "on",
    },
    madeByGuardianId,
  );
  return siteLink(`/biodata/${token}`);
}

/** The link's id from a revoke form; 0 (no link) when it is not a number. */
export const linkIdOf = (form: FormData) => Number(/^\d{1,12}$/.exec(String(form.get("linkId") ?? ""))?.[0] ?? 0);
