// A member's two ids (docs/product-rules.md §3): the public id in addresses (24 hex digits, as the original
// server's ids were), and the member number shown as "MMR00<n>".

const PUBLIC_ID = /^[0-9a-f]{24}$/;

/** True for a well-formed public id (of a member or a request); anything else names nobody. */
export const isPublicId = (value: string): boolean => PUBLIC_ID.test(value);

/** The member id people see and type: MMR00 and the member number. */
export const memberCode = (unqId: number): string => `MMR00${unqId}`;

/** "MMR0042", "mmr0042" or "42" → 42. */
export function parseMemberNumber(value: unknown): number | undefined {
  if (typeof value === "number" && Number.isInteger(value) && value > 0) return value;
  if (typeof value !== "string") return undefined;
  const match = value.trim().match(/^(?:MMR00)?(\d{1,9})$/i);
  return match ? Number(match[1]) : undefined;
}
