// A member's two ids (docs/product-rules.md §3): the public id in addresses (24 hex digits, as the original
// server's ids were), and the member number shown as "MMR00<n>".

const PUBLIC_ID = /^[0-9a-f]{24}$/;

/** True for a well-formed public id (of a member or a request); anything else names nobody. */
export const isPublicId = (value: string): boolean => PUBLIC_ID.test(value);

/** The member id people see and type: MMR00 and the member number. */
export const memberCode = (unqId: number): string => `MMR00${unqId}`;

// Member numbers stay far below this; longer digit strings name nobody (and stay exact as numbers).
const MAX_DIGITS = 9;

/** "MMR0042", "MMR42", "mmr42" or "42" → 42: the digits after an optional MMR name the member. */
export function parseMemberNumber(value: unknown): number | undefined {
  if (typeof value === "number" && Number.isInteger(value) && value > 0) return value;
  if (typeof value !== "string") return undefined;
  const match = value.trim().match(/^(?:MMR)?0*(\d{1,9})$/i);
  return match && Number(match[1]) > 0 ? Number(match[1]) : undefined;
}

/**
 * The original client's member-id search (docs/api-contract.md §8): whatever is typed, its digits name
 * the member; with no digits there is no id to look for (undefined). Digits no member number could have
 * give 0, which names nobody.
 */
export function memberNumberFromDigits(value: string | number): number | undefined {
  const digits = String(value)
    .replace(/\D/g, "")
    .replace(/^0+(?=\d)/, "");
  if (digits === "") return undefined;
  return digits.length > MAX_DIGITS ? 0 : Number(digits);
}

/** A member's card's id on a page of cards: the fragment a card's Connect comes back to without JavaScript. */
export const cardAnchor = (publicId: string): string => `card-${publicId}`;
