import { biodataForViewer, countBiodataPdf } from "~/domain/profiles/biodata.server";
import { memberCode } from "~/forms/member-id";
import { requireViewer } from "~/web/auth.server";
import { biodataPdf, biodataView, pdfResponse, refusedAsText } from "~/web/biodata.server";
import { requestLanguage } from "~/web/language.server";
import type { Route } from "./+types/profile.$id.biodata[.]pdf";

// A member's biodata as a PDF (docs/product-rules.md §40), for whoever may open the biodata page, in their
// language, watermarked with their member id; a few an hour per member (PDFs are CPU work).

export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const language = await requestLanguage(request, viewer);
  const biodata = biodataForViewer(viewer, params.id);
  if (!biodata) throw new Response("Not Found", { status: 404 });
  return (
    refusedAsText(language, () => countBiodataPdf(viewer.unqId)) ??
    pdfResponse(
      await biodataPdf(biodata, biodataView(biodata, memberCode(viewer.unqId), language), language),
      biodata.publicId,
    )
  );
}
