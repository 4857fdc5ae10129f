import { now } from "~/services/clock.server";
import { UserError } from "~/services/user-error.server";

// A member's age from their date of birth (docs/product-rules.md §5), read at signup, on a profile and in an
// administrator's correction.

export const MINIMUM_AGE = 18;

/** Whole years between a YYYY-MM-DD birth date and today. */
export function ageOn(dob: string, today: Date): number {
  const [y, m, d] = dob.split("-").map(Number);
  let age = today.getUTCFullYear() - y;
  const beforeBirthday = today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

/** The age a date of birth gives today; a date that gives no plausible age is refused (docs/product-rules.md §5). */
export function ageFromDob(dob: string): number {
  const actual = ageOn(dob, now());
  if (actual < 0 || actual > 120) throw new UserError("Date of birth must be a real date", { field: "dob" });
  return actual;
}

/** docs/product-rules.md §5: 18 or over from the date of birth, and the age field must agree with it. */
export function checkAge(dob: string, age: number): void {
  const actual = ageFromDob(dob);
  if (actual < MINIMUM_AGE) throw new UserError("You must be 18 or over to register", { field: "dob" });
  if (actual !== age) throw new UserError(`Age must match the date of birth (${actual} years)`, { field: "age" });
}
