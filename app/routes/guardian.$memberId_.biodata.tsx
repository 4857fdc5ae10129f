import { data, useActionData, useLoaderData, useRouteLoaderData } from "react-router";
import { LinkList, MakeLinkForm, NewLink } from "~/components/BiodataLinks";
import { matchesT, useT } from "~/components/translate";
import { firstName } from "~/domain/accounts/member";
import { logBiodataLink } from "~/domain/family/guardian-permissions.server";
import { biodataLinksOf, revokeBiodataLink } from "~/domain/profiles/biodata-links.server";
import { linkIdOf, makeLinkFromForm } from "~/web/biodata-links.server";
import { redirectWithFlash, type Flash } from "~/web/flash.server";
import { refusingForm, unknownForm } from "~/web/form-reply.server";
import { requireGuardianAccess } from "~/web/guardian-session.server";
import { pageI18n, requestLanguage } from "~/web/language.server";
import { pageUrl } from "~/web/page-url.server";
import { readForm } from "~/web/request-body.server";
import type { Route } from "./+types/guardian.$memberId_.biodata";

// A guardian's page for the member's biodata links (docs/product-rules.md §40), only while the member allows this
// guardian to share it (set on /family): the same forms as the member's own page; each link made or revoked here
// goes into the member's activity log. Without the permission, the page is not there (404).

export const meta: Route.MetaFunction = ({ matches }) => [{ title: matchesT(matches)("biodataLinks.title") }];

async function sharingAccess(request: Request, memberId: string) {
  const access = await requireGuardianAccess(request, memberId);
  if (!access.canShareBiodata) throw new Response("Not Found", { status: 404 });
  return access;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const access = await sharingAccess(request, params.memberId);
  return data(
    {
      memberId: access.member.publicId,
      fullName: access.member.fullName,
      name: firstName(access.member.fullName),
      links: biodataLinksOf(access.member.unqId),
      i18n: await pageI18n(request, "profiles", "family"),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  const access = await sharingAccess(request, params.memberId);
  const language = await requestLanguage(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent !== "make" && intent !== "revoke") return unknownForm(language);
  const back = pageUrl(request).pathname;
  return refusingForm(language, async () => {
    if (intent === "revoke") {
      const { label } = revokeBiodataLink(access.member.unqId, linkIdOf(form));
      logBiodataLink(access, "revoked-biodata-link", label);
      return redirectWithFlash(back, { type: "success", message: "The link is revoked." });
    }
    const link = makeLinkFromForm(access.member.unqId, form, access.guardianId);
    logBiodataLink(access, "made-biodata-link", String(form.get("label")).trim());
    return redirectWithFlash(back, { type: "success", message: "Share link made.", link });
  });
}

export default function GuardianBiodata() {
  const { memberId, fullName, name, links } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const flash = useRouteLoaderData<{ flash: Flash | null }>("root")?.flash;
  const t = useT();
  const formAction = `/guardian/${memberId}/biodata`;
  return (
    <div className="page page--narrow">
      <h1>{t("guardianBiodata.heading", { name })}</h1>
      <p>{t("guardianBiodata.explain", { name })}</p>
      {flash?.link && <NewLink link={flash.link} name={fullName} />}
      <MakeLinkForm action={formAction} error={failed?.error} />
      <h2>{t("guardianBiodata.links", { name })}</h2>
      <LinkList links={links} action={formAction} />
    </div>
  );
}
