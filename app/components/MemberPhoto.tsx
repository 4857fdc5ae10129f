import { DEFAULT_AVATAR } from "~/forms/default-avatar";
import { useT } from "./translate";

// The widths /images/{id}?w= serves (docs/product-rules.md §11; RENDITION_WIDTHS on the server, which the
// browser's bundle may not import).
const RENDITIONS = [200, 400];

/**
 * The `src`, `srcSet` and `sizes` of a member's photo shown `sizes` wide: the browser picks the 200 or the
 * 400 rendition for the screen's density. The default avatar is a drawing, one file at any size.
 */
export function photoSources(image: string | null, sizes: string) {
  if (!image) return { src: DEFAULT_AVATAR };
  return {
    src: `${image}?w=${RENDITIONS[0]}`,
    srcSet: RENDITIONS.map((width) => `${image}?w=${width} ${width}w`).join(", "),
    sizes,
  };
}

/**
 * A member's photo as the server allowed it: the default avatar when withheld, with "Photo visible after
 * connecting" when the owner keeps it to connections (§27). The note is in a paragraph of its own so that
 * screen readers read it with the card. With `sizes` (how wide the page shows it) the browser gets the
 * renditions to choose from; without, the stored photo.
 */
export function MemberPhoto({
  image,
  afterConnecting,
  size,
  sizes,
  className,
  first = false,
}: {
  image: string | null;
  afterConnecting: boolean;
  size: number;
  sizes?: string;
  className?: string;
  /** The page's first picture (a profile's main photo): fetched at once, not when scrolled to. */
  first?: boolean;
}) {
  const t = useT();
  const sources = sizes ? photoSources(image, sizes) : { src: image ?? DEFAULT_AVATAR };
  return (
    <>
      <img
        {...sources}
        alt=""
        width={size}
        height={size}
        className={className}
        loading={first ? "eager" : "lazy"}
        fetchPriority={first ? "high" : undefined}
        decoding="async"
      />
      {afterConnecting && <span className="photo-note">{t("memberPhoto.afterConnecting")}</span>}
    </>
  );
}
