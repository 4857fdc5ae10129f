import { data, Link, useLoaderData } from "react-router";
import { BiodataSheet } from "~/components/BiodataSheet";
import { matchesT, useT } from "~/components/translate";
import { biodataForViewer } from "~/domain/profiles/biodata.server";
import { memberCode } from "~/forms/member-id";
import { requireViewer } from "~/web/auth.server";
import { biodataView } from "~/web/biodata.server";
import { pageI18n, requestLanguage } from "~/web/language.server";
import type { Route } from "./+types/profile.$id.biodata";

// A member's biodata as a page for the screen and for printing (docs/product-rules.md §40): whoever may open the
// profile page may open it, and sees what that page shows them; 404 otherwise, as the profile page.

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: loaderData ? `${matchesT(matches)("biodata.title")}: ${loaderData.view.fullName}` : "Page not found" },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const language = await requestLanguage(request, viewer);
  const biodata = biodataForViewer(viewer, params.id);
  if (!biodata) throw new Response("Not Found", { status: 404 });
  return data(
    {
      view: biodataView(biodata, memberCode(viewer.unqId), language),
      photo: biodata.photo?.url ?? null,
      own: biodata.unqId === viewer.unqId,
      i18n: await pageI18n(request, "profiles", "options"),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function BiodataPage() {
  const { view, photo, own } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="page page--narrow">
      <BiodataSheet
        view={view}
        photo={photo}
        actions={
          <>
            <a className="button" href={`/profile/${view.publicId}/biodata.pdf`} download>
              {t("biodata.downloadPdf")}
            </a>
            {own && (
              <Link className="button button--outline" to="/settings/biodata">
                {t("biodata.share")}
              </Link>
            )}
            <span className="biodata__hint">{t("biodata.printHint")}</span>
          </>
        }
      />
    </div>
  );
}
