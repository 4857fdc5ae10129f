import { data, Link, useActionData, useLoaderData, useRouteLoaderData } from "react-router";
import { LinkList, MakeLinkForm, NewLink } from "~/components/BiodataLinks";
import { matchesT, useT } from "~/components/translate";
import { biodataLinksOf, revokeBiodataLink } from "~/domain/profiles/biodata-links.server";
import type { Flash } from "~/web/flash.server";
import { requireViewer } from "~/web/auth.server";
import { linkIdOf, makeLinkFromForm } from "~/web/biodata-links.server";
import { redirectWithFlash } from "~/web/flash.server";
import { refusingForm, unknownForm } from "~/web/form-reply.server";
import { pageI18n, requestLanguage } from "~/web/language.server";
import { readForm } from "~/web/request-body.server";
import type { Route } from "./+types/settings_.biodata";

// "Share my biodata" (docs/product-rules.md §40): the member makes links (a label, 7 or 30 days, a limit of
// views, the photo if ticked), sees each one's views and last view, and revokes one at once.

export const meta: Route.MetaFunction = ({ matches }) => [{ title: matchesT(matches)("biodataLinks.title") }];

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  return data(
    {
      publicId: viewer.publicId,
      name: viewer.fullName,
      links: biodataLinksOf(viewer.unqId),
      i18n: await pageI18n(request, "profiles"),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  const language = await requestLanguage(request, viewer);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent !== "make" && intent !== "revoke") return unknownForm(language);
  return refusingForm(language, async () => {
    if (intent === "revoke") {
      revokeBiodataLink(viewer.unqId, linkIdOf(form));
      return redirectWithFlash("/settings/biodata", { type: "success", message: "The link is revoked." });
    }
    const link = makeLinkFromForm(viewer.unqId, form);
    return redirectWithFlash("/settings/biodata", { type: "success", message: "Share link made.", link });
  });
}

export default function ShareBiodata() {
  const { publicId, name, links } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const flash = useRouteLoaderData<{ flash: Flash | null }>("root")?.flash;
  const t = useT();
  return (
    <div className="page page--narrow">
      <h1>{t("biodataLinks.title")}</h1>
      <p>{t("biodataLinks.explain")}</p>
      <p>
        <Link to={`/profile/${publicId}/biodata`}>{t("biodataLinks.seeMine")}</Link>
      </p>
      {flash?.link && <NewLink link={flash.link} name={name} />}
      <MakeLinkForm action="/settings/biodata" error={failed?.error} />
      <h2>{t("biodataLinks.yours")}</h2>
      <LinkList links={links} action="/settings/biodata" />
    </div>
  );
}
