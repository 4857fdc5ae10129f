import { photoSources } from "./MemberPhoto";
import { useT } from "./translate";

/**
 * A member's photos after the main one (docs/product-rules.md §27a), under it: each a link to the photo at full
 * size, so they open without any script. Only the photos the viewer may see arrive (photo-access.server.ts).
 */
export function ProfileGallery({ photos }: { photos: string[] }) {
  const t = useT();
  if (photos.length === 0) return null;
  const count = photos.length + 1;
  return (
    <ul className="profile-gallery" aria-label={t("innerProfile.photos")}>
      {photos.map((image, index) => (
        <li key={image}>
          <a href={`${image}?w=400`}>
            <img
              {...photoSources(image, "5rem")}
              alt={t("innerProfile.photoNumber", { number: index + 2, count })}
              width={200}
              height={200}
              loading="lazy"
              decoding="async"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
