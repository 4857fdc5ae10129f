import { biodataPdf, openSharedBiodata, pdfResponse } from "~/web/biodata.server";
import { requestLanguage } from "~/web/language.server";
import { requestFactsOf } from "~/web/request-context.server";
import type { Route } from "./+types/biodata.$token.pdf";

// A shared biodata as a PDF (docs/product-rules.md §40): one more view of the link (each PDF is a copy that can be
// passed on), watermarked with the link's label; 410 as plain text once the link no longer opens.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = await requestLanguage(request);
  const shared = openSharedBiodata(params.token, requestFactsOf(context).clientIp, language);
  if (!shared.biodata) {
    return new Response(shared.refusal, {
      status: shared.status,
      headers: { ...shared.headers, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  }
  return pdfResponse(await biodataPdf(shared.biodata, shared.view, language), shared.biodata.publicId);
}
