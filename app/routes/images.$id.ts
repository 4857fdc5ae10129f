import type { LoaderFunctionArgs } from "@remix-run/node";
import { getPhoto } from "~/domain/photos.server";

// Photos are addressed by a hash of their bytes, so a URL's content never changes.
export async function loader({ params }: LoaderFunctionArgs) {
  const photo = getPhoto(params.id ?? "");
  if (!photo) return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain" } });
  const body = new Uint8Array(photo.data); // a copy typed as BodyInit; photos are small
  return new Response(body, {
    headers: {
      "Content-Type": photo.mime,
      "Content-Length": String(photo.data.length),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
