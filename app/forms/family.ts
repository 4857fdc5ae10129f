import * as z from "zod/mini";
import { emailField, requiredLine } from "./fields";
import { RELATIONS } from "./family-options";
import { passwordField } from "./profile";

// The guardian forms (docs/product-rules.md §32): the member's invitation at /family, and the guardian's
// acceptance at /family/accept. A guardian's login and password reset reuse the members' schemas (login.ts).

const name = requiredLine("Name", 100);

export const inviteGuardianSchema = z.object({
  name,
  email: emailField,
  relation: z.enum(RELATIONS, { error: "Please choose the relation" }),
  // A checkbox: sent means ticked, whatever its value; unticked (the default) means no answering.
  canAnswer: z.optional(z.string()),
});

const confirmPassword = z.string({ error: "Please confirm the password" });

/** Accepting for an address with no guardian account yet: the account's name and a new password, twice. */
export const acceptNewGuardianSchema = z.object({ name, password: passwordField, confirmPassword }).check(
  z.refine((form) => form.password === form.confirmPassword, {
    error: "The two passwords do not match",
    path: ["confirmPassword"],
  }),
);

/** Accepting for an address that already has a guardian account: its password. */
export const acceptExistingGuardianSchema = z.object({
  password: z.string({ error: "Password is required" }).check(z.minLength(1, "Password is required")),
});
