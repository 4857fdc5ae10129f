import type { Page } from "@playwright/test";
import { dobForAge } from "./members";

// The signup wizard's fields by their visible labels; the selects are chosen by the option the person reads.

const SELECTS = new Set(["Gender", "Marital status", "Family head", "House", "Wedding style"]);

/** Step 1 (Personal Details), valid unless overridden. */
export const personalDetails = (overrides: Record<string, string> = {}): Record<string, string> => ({
  "Full name": "Zoya Qureshi",
  Age: "27",
  Gender: "Female",
  "Father's name": "Anwar Qureshi",
  "Grandfather's name": "Haji Yusuf Qureshi",
  Height: "5 ft 4 in",
  "Date of birth": dobForAge(27),
  "Marital status": "Never Married",
  "Family head": "Father",
  "Family head's occupation": "Tailor",
  "Number of brothers": "2",
  "Number of sisters": "1",
  "Pehchan (belonging)": "Qureshi",
  Education: "B.Sc Nursing",
  Work: "Nurse",
  House: "Owned",
  Password: "zoya-pass-2026",
  ...overrides,
});

export async function fillFields(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = page.getByLabel(label, { exact: true });
    if (SELECTS.has(label)) await field.selectOption({ label: value });
    else await field.fill(value);
  }
}
