/** The most a navigation badge shows; beyond it "99+", so a badge stays the width of three digits. */
export const BADGE_MAX = 99;

/**
 * What a navigation badge shows for a count waiting for the member (docs/product-rules.md §36): nothing for none
 * (no "0" badge), the number up to 99, then "99+"; the link's accessible name keeps the exact count.
 */
export function badgeText(count: number | undefined): string | null {
  if (!count || count <= 0) return null;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(count));
}
