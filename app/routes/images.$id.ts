import { isPublicPhoto, maySeePhotoId } from "~/domain/profiles/photo-access.server";
import { hasPhoto, photoAddress, readPhoto, readRendition, type Photo } from "~/domain/profiles/photos.server";
import { RENDITION_WIDTHS, type RenditionWidth } from "~/services/images.server";
import { getViewer } from "~/web/auth.server";
import type { Route } from "./+types/images.$id";
import { pageUrl } from "~/web/page-url.server";

// Photos are addressed by a hash of their bytes, so an address's content never changes. Each has two
// addresses (docs/decisions/029-photo-urls-retired-on-narrowing.md). The public one, `/images/{id}`, is
// cached for a year without asking while everyone may see the photo (the id is a strong ETag for the
// browsers that revalidate anyway, answered with a bodiless 304). Once the photo is no longer everyone's,
// a cache may still hold that address: pages stop linking it, and the site answers it only to a viewer
// still allowed, kept by no cache. The private one, `/images/{id}-private`, is the viewer's to see or not
// (docs/product-rules.md §27): kept only by the viewer's browser, asked again each time, so a viewer whose
// grant was revoked gets the 404 at once.
const PUBLIC = { "Cache-Control": "public, max-age=31536000, immutable" };
const PER_VIEWER = { "Cache-Control": "private, no-cache", Vary: "Cookie" };
// What an administrator sees, a blocked member's photo included, and a public address that is public no
// more, are kept by no cache at all.
const NO_STORE = { "Cache-Control": "private, no-store", Vary: "Cookie" };

/**
 * `?w=200` and `?w=400` ask for a rendition that wide (docs/product-rules.md §11: cards use them in `srcset`).
 * Any other value, or none, is the stored photo itself: only these widths are ever made and kept.
 */
const widthAsked = (request: Request): RenditionWidth | null => {
  const asked = pageUrl(request).searchParams.get("w");
  return RENDITION_WIDTHS.find((width) => String(width) === asked) ?? null;
};

export async function loader({ request, params }: Route.LoaderArgs) {
  const { id, reach } = photoAddress(params.id ?? "");
  const exists = hasPhoto(id);
  // A rendition is the photo's, so the photo's id alone decides who may see it and how it is cached.
  if (exists && reach === "public" && isPublicPhoto(id)) return answer(request, id, PUBLIC);
  // Only a photo not shown to everyone costs the session look-up.
  const viewer = exists ? await getViewer(request) : null;
  if (!exists || !maySeePhotoId(viewer, id)) return notFound();
  return answer(request, id, reach === "public" || viewer?.role === "admin" ? NO_STORE : PER_VIEWER);
}

const notFound = () =>
  new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain", ...PER_VIEWER } });

async function answer(request: Request, id: string, caching: Record<string, string>) {
  const width = widthAsked(request);
  // Each address has its own validator: the rendition's bytes are not the photo's.
  const etag = width ? `"${id}-w${width}"` : `"${id}"`;
  if (
    request.headers
      .get("If-None-Match")
      ?.split(/\s*,\s*/)
      .includes(etag)
  ) {
    return new Response(null, { status: 304, headers: { ...caching, ETag: etag } });
  }
  const photo: Photo | undefined = width ? await readRendition(id, width) : readPhoto(id);
  if (!photo) return notFound(); // deleted since the check above
  const body = new Uint8Array(photo.data); // a copy typed as BodyInit; photos are small
  return new Response(body, {
    headers: { ...caching, ETag: etag, "Content-Type": photo.mime, "Content-Length": String(photo.data.length) },
  });
}
