import type { LoaderFunctionArgs } from "@remix-run/node";
import { getPhotoForAdmin, getShownPhoto, type Photo } from "~/domain/photos.server";
import { getViewer } from "~/web/auth.server";

// Photos are addressed by a hash of their bytes, so a URL's content never
// changes: cached for a year without asking, and the id is a strong ETag for
// the browsers that revalidate anyway (a reload), answered with a bodiless 304.
const CACHING = { "Cache-Control": "public, max-age=31536000, immutable" };
// A blocked member's photo, shown to an administrator only: no cache may keep it for anyone else.
const ADMIN_ONLY = { "Cache-Control": "private, no-store" };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  const shown = getShownPhoto(id);
  // Only a photo nobody else may see costs the session look-up.
  const viewer = shown ? null : await getViewer(request);
  const withheld = viewer ? getPhotoForAdmin(viewer, id) : undefined;
  if (shown) return answer(request, id, shown, CACHING);
  if (withheld) return answer(request, id, withheld, ADMIN_ONLY);
  return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain" } });
}

function answer(request: Request, id: string, photo: Photo, caching: Record<string, string>) {
  const etag = `"${id}"`;
  if (
    request.headers
      .get("If-None-Match")
      ?.split(/\s*,\s*/)
      .includes(etag)
  ) {
    return new Response(null, { status: 304, headers: { ...caching, ETag: etag } });
  }
  const body = new Uint8Array(photo.data); // a copy typed as BodyInit; photos are small
  return new Response(body, {
    headers: { ...caching, ETag: etag, "Content-Type": photo.mime, "Content-Length": String(photo.data.length) },
  });
}
