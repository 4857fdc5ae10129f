import type { LoaderFunctionArgs } from "@remix-run/node";
import { getPhoto } from "~/domain/photos.server";

// Photos are addressed by a hash of their bytes, so a URL's content never
// changes: cached for a year without asking, and the id is a strong ETag for
// the browsers that revalidate anyway (a reload), answered with a bodiless 304.
const CACHING = { "Cache-Control": "public, max-age=31536000, immutable" };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  const etag = `"${id}"`;
  const photo = getPhoto(id);
  if (!photo) return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain" } });
  if (
    request.headers
      .get("If-None-Match")
      ?.split(/\s*,\s*/)
      .includes(etag)
  ) {
    return new Response(null, { status: 304, headers: { ...CACHING, ETag: etag } });
  }
  const body = new Uint8Array(photo.data); // a copy typed as BodyInit; photos are small
  return new Response(body, {
    headers: { ...CACHING, ETag: etag, "Content-Type": photo.mime, "Content-Length": String(photo.data.length) },
  });
}
