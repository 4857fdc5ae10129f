import * as z from "zod/mini";

// Indian mobile numbers (docs/product-rules.md §38, issue 36): ten digits starting 6–9. People write them with
// +91, 91 or 0 in front, and with spaces or hyphens; all of that is read as the same ten digits.

export const INDIAN_MOBILE_HINT = "Please enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9";
const MOBILE_REQUIRED = "Mobile number is required";

/** The ten digits of an Indian mobile number as written, or null when it is not one. */
export function normaliseIndianMobile(written: string): string | null {
  const compact = written.trim().replace(/[\s-]/g, "");
  const digits = compact.replace(/^(\+91|91(?=\d{10}$)|0(?=\d{10}$))/, "");
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}

/** A form's mobile number field: read as its ten digits, anything else refused with the hint. */
export const indianMobileField = z.string({ error: MOBILE_REQUIRED }).check(
  z.trim(),
  z.minLength(1, { error: MOBILE_REQUIRED, abort: true }),
  z.overwrite((written) => normaliseIndianMobile(written) ?? written),
  z.regex(/^[6-9]\d{9}$/, INDIAN_MOBILE_HINT),
);

export const mobileSchema = z.object({ mobile: indianMobileField });

/** Shows ten digits as people read them: "98765 43210". */
export const spacedMobile = (digits: string) => `${digits.slice(0, 5)} ${digits.slice(5)}`;
