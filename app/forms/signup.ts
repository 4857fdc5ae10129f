import * as z from "zod/mini";
import { CANDIDATE_CONTACT_REQUIRED, candidateContactField } from "./candidate-contact";
import { consentFields } from "./consent";
import { CONTACT_NAME_MAX, PROFILE_FOR_CHOICES } from "./family-options";
import { emailField, oneLine } from "./fields";
import { indianMobileField } from "./indian-mobile";
import { acceptTermsField, CONTACT_NAME_REQUIRED, passwordField, personalFields } from "./profile";
import { GENDERS } from "./profile-options";

// The short signup's one form (docs/product-rules.md §3 "Signup", decision 045): who the profile is for, their
// name and date of birth, the account holder's mobile and e-mail, a password, and the terms, notice and
// declaration boxes. The rest of the profile is asked on "Complete your profile". Checked in the browser and on
// the server alike; the original client's register keeps its full form (registerSchema).

export const PROFILE_FOR_REQUIRED = "Please choose who the profile is for";
export const GENDER_REQUIRED = "Please choose the gender";

type Who = { profileFor: string; gender?: "Male" | "Female"; contactName?: string; candidateContact?: string };
const forRelative = ({ profileFor }: Who) => profileFor !== "self";

/**
 * Who the profile is for, and what that asks: the gender only for "Myself" (a relative's choice gives it), the
 * contact person's name and the candidate's own contact only for a relative (§31, §31a); what does not apply is
 * dropped, so a name typed before choosing "Myself" is not kept. Its own schema, joined with z.intersection, so
 * that its messages show beside the other fields' (an object's .check is skipped while any field is wrong).
 */
const whoSchema = z
  .object({
    profileFor: z.enum(PROFILE_FOR_CHOICES, { error: PROFILE_FOR_REQUIRED }),
    gender: z.optional(z.enum(GENDERS, { error: GENDER_REQUIRED })),
    contactName: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(CONTACT_NAME_MAX, `Contact person's name must be at most ${CONTACT_NAME_MAX} characters`),
          oneLine("Contact person's name"),
        ),
    ),
    candidateContact: candidateContactField,
  })
  .check(
    z.refine((who: Who) => forRelative(who) || Boolean(who.gender), { path: ["gender"], message: GENDER_REQUIRED }),
    z.refine((who: Who) => !forRelative(who) || Boolean(who.contactName), {
      path: ["contactName"],
      message: CONTACT_NAME_REQUIRED,
    }),
    z.refine((who: Who) => !forRelative(who) || Boolean(who.candidateContact), {
      path: ["candidateContact"],
      message: CANDIDATE_CONTACT_REQUIRED,
    }),
    z.overwrite((who: Who): Who =>
      forRelative(who)
        ? { ...who, gender: undefined }
        : { ...who, contactName: undefined, candidateContact: undefined },
    ),
  );

const accountFields = {
  fullName: personalFields.fullName,
  dob: personalFields.dob,
  phone: indianMobileField,
  email: emailField,
  acceptTerms: acceptTermsField,
  ...consentFields,
};

export const shortSignupSchema = z.intersection(z.object({ ...accountFields, password: passwordField }), whoSchema);
/** The same form once a password was chosen (kept as a hash after a refusal): an empty field keeps it. */
export const shortSignupKeepPasswordSchema = z.intersection(
  z.object({ ...accountFields, password: z.optional(passwordField) }),
  whoSchema,
);
export type ShortSignup = z.infer<typeof shortSignupSchema>;

/** The form's fields in the order the page shows them, for the focus after a refusal. */
export const SHORT_SIGNUP_ORDER = [
  "profileFor",
  "gender",
  "contactName",
  "candidateContact",
  "fullName",
  "dob",
  "phone",
  "email",
  "password",
  "acceptTerms",
  ...Object.keys(consentFields),
];
