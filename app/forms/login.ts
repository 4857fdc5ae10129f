import * as z from "zod/mini";
import { emailField } from "./fields";
import { passwordField } from "./profile";

export const loginSchema = z.object({
  email: emailField,
  password: z.string({ error: "Password is required" }).check(z.minLength(1, "Password is required")),
  // A checkbox: sent means ticked, whatever its value.
  remember: z.optional(z.string()),
});

export const forgotEmailSchema = z.object({ email: emailField });

export const otpField = z
  .string({ error: "Please enter a valid 6-digit OTP." })
  .check(z.trim(), z.regex(/^\d{6}$/, "Please enter a valid 6-digit OTP."));
export const otpSchema = z.object({ otp: otpField });

/** The signup page's word for a code that is not right (docs/product-rules.md §8). */
export const SIGNUP_CODE_FAILED = "OTP Verification Failed! Please enter the correct OTP.";

export const newPasswordSchema = z.object({ password: passwordField });
