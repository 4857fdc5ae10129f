// Indian mobile numbers (docs/product-rules.md §38, issue 36): ten digits starting 6–9. People write them with
// +91, 91 or 0 in front, and with spaces or hyphens; all of that is read as the same ten digits.

export const INDIAN_MOBILE_HINT = "Please enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9";

/** The ten digits of an Indian mobile number as written, or null when it is not one. */
export function normaliseIndianMobile(written: string): string | null {
  const compact = written.trim().replace(/[\s-]/g, "");
  const digits = compact.replace(/^(\+91|91(?=\d{10}$)|0(?=\d{10}$))/, "");
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}
