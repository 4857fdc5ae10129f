import { verificationPictureFor } from "~/domain/safety/verification-review.server";
import { getViewer } from "~/web/auth.server";
import type { Route } from "./+types/admin.verification_.$id.image";

// /admin/verification/{id}/image (docs/product-rules.md §39): the picture of a waiting check, for a reviewer allowed
// to decide it, and kept by no cache (an identity document must not outlive its decision in a browser's cache or a
// proxy). Anyone else, and everyone once it is decided or expired, gets the same 404: not even whether it exists.
const NO_STORE = { "Cache-Control": "private, no-store", Vary: "Cookie" };

const notFound = () =>
  new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain", ...NO_STORE } });

export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  const id = /^[1-9]\d{0,15}$/.test(params.id ?? "") ? Number(params.id) : NaN;
  if (viewer?.role !== "admin" || Number.isNaN(id)) return notFound();
  const picture = verificationPictureFor(viewer.unqId, id);
  if (!picture) return notFound();
  return new Response(new Uint8Array(picture.data), {
    headers: {
      ...NO_STORE,
      "Content-Type": picture.mime,
      "Content-Length": String(picture.data.length),
      // Shown in the page, never offered for saving under a name of its own.
      "Content-Disposition": "inline",
    },
  });
}
