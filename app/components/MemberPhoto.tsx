/** Stands in for a photo the member has not given, or the viewer may not see (docs/product-rules.md §27). */
export const DEFAULT_AVATAR = "/avatar-default.svg";

/**
 * A member's photo as the server allowed it: the default avatar when withheld, with "Photo visible after
 * connecting" when the owner keeps it to connections (§27). The note is in a paragraph of its own so that
 * screen readers read it with the card.
 */
export function MemberPhoto({
  image,
  afterConnecting,
  size,
  className,
}: {
  image: string | null;
  afterConnecting: boolean;
  size: number;
  className?: string;
}) {
  return (
    <>
      <img
        src={image ?? DEFAULT_AVATAR}
        alt=""
        width={size}
        height={size}
        className={className}
        loading="lazy"
        decoding="async"
      />
      {afterConnecting && <span className="photo-note">Photo visible after connecting</span>}
    </>
  );
}
