import type { members } from "~/db/schema";
import type { EditProfileInput } from "~/forms/profile";

/** The form's field names (SPEC.md §3) mapped to the members table's columns. */
export function profileColumns(input: EditProfileInput) {
  return {
    fullName: input.fullName,
    age: input.age,
    gender: input.gender,
    fatherName: input.fatherName,
    motherName: input.motherName || null,
    grandFatherName: input.GrandFatherName,
    height: input.height,
    dob: input.dob,
    maritalStatus: input.maritalstatus,
    familyHead: input.FamilyHead,
    familyHeadOccupation: input.FamilyHeadOccupation,
    siblings: input.siblings,
    sisterSiblings: input.Sistersiblings,
    marriedBrother: input.marriedBrother ?? null,
    marriedSister: input.marriedSister ?? null,
    pehchan: input.pehchan,
    education: input.education,
    working: input.working,
    annualIncome: input.annualIncome ?? null,
    house: input.house,
    phone: input.phone,
    email: input.email,
    area: input.area,
    city: input.city,
    state: input.state,
    pin: input.pin,
    country: input.country,
    weddingBudget: input.weddingBudget ?? null,
    weddingStyle: input.weddingStyle,
  } satisfies Partial<typeof members.$inferInsert>;
}
