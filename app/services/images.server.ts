import sharp from "sharp";

export const PHOTO_SIZE = 200;
export const PHOTO_MIME = "image/webp";

/** A 200x200 WebP square with the member's initials, for demo members without a photo. */
export async function renderInitialsAvatar(initials: string, background: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_SIZE}" height="${PHOTO_SIZE}">
    <rect width="100%" height="100%" fill="${background}"/>
    <text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif"
      font-size="80" font-weight="700" fill="#ffffff">${initials.replace(/[^A-Z]/g, "")}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}
