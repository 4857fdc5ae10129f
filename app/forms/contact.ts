import * as z from "zod/mini";
import { emailField, oneLine, requiredText } from "./fields";

export const CONTACT_LIMITS = { name: 100, message: 2000 } as const;

const digitCount = (value: string) => value.replace(/\D/g, "").length;

/** The enquiry form, with docs/product-rules.md §5's messages. */
export const contactSchema = z.object({
  name: requiredText(
    "Name is required",
    CONTACT_LIMITS.name,
    `Name must be at most ${CONTACT_LIMITS.name} characters`,
  ).check(z.minLength(2, "Name must be at least 2 characters"), oneLine("Name")),
  email: emailField,
  contact: z.string({ error: "Phone number is required" }).check(
    z.trim(),
    z.minLength(1, { error: "Phone number is required", abort: true }),
    z.refine((v) => digitCount(v) <= 10, "Phone number cannot exceed 10 digits"),
    // Only when not already too long, so one message shows at a time.
    z.refine((v) => digitCount(v) > 10 || /^\d{10}$/.test(v), "Phone number must be 10 digits"),
  ),
  message: requiredText(
    "Comment is required",
    CONTACT_LIMITS.message,
    `Comment must be at most ${CONTACT_LIMITS.message} characters`,
  ),
});

export type ContactInput = z.infer<typeof contactSchema>;
