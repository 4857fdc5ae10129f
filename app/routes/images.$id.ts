import type { LoaderFunctionArgs } from "@remix-run/node";
import { isPublicPhoto, maySeePhotoId } from "~/domain/photo-access.server";
import { readPhoto, type Photo } from "~/domain/photos.server";
import { getViewer } from "~/web/auth.server";

// Photos are addressed by a hash of their bytes, so a URL's content never changes. One that a listed
// member shows to everyone is cached for a year without asking (the id is a strong ETag for the browsers
// that revalidate anyway, answered with a bodiless 304). Any other photo is the viewer's to see or not
// (docs/product-rules.md §27): kept only by the viewer's browser, asked again each time, so a viewer whose
// grant was revoked gets the 404 at once.
const PUBLIC = { "Cache-Control": "public, max-age=31536000, immutable" };
const PER_VIEWER = { "Cache-Control": "private, no-cache", Vary: "Cookie" };
// What an administrator sees, a blocked member's photo included, is kept by no cache at all.
const ADMIN = { "Cache-Control": "private, no-store", Vary: "Cookie" };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  const photo = readPhoto(id);
  if (photo && isPublicPhoto(id)) return answer(request, id, photo, PUBLIC);
  // Only a photo not shown to everyone costs the session look-up.
  const viewer = photo ? await getViewer(request) : null;
  if (photo && maySeePhotoId(viewer, id))
    return answer(request, id, photo, viewer?.role === "admin" ? ADMIN : PER_VIEWER);
  return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain", ...PER_VIEWER } });
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
