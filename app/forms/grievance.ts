import * as z from "zod/mini";
import { emailField, requiredLine, requiredText } from "./fields";
import { GRIEVANCE_ANSWERS, GRIEVANCE_CATEGORIES, GRIEVANCE_LIMITS } from "./grievance-options";
import { groupIndian } from "./indian-number";
import { parseMemberNumber } from "./member-id";

/** A complaint to the grievance officer (docs/product-rules.md §41): from a visitor or a member. */
export const grievanceSchema = z.object({
  name: requiredLine("Name", GRIEVANCE_LIMITS.name),
  email: emailField,
  category: z.enum(GRIEVANCE_CATEGORIES, { error: "Please choose what the complaint is about." }),
  // Optional: the member the complaint is about, as the profile shows their id ("MMR0042").
  memberId: z.optional(
    z.string().check(
      z.trim(),
      z.refine((v) => v === "" || parseMemberNumber(v) !== undefined, "Member ID must look like MMR0042."),
    ),
  ),
  details: requiredText(
    "Please describe the complaint.",
    GRIEVANCE_LIMITS.details,
    `The description must be at most ${groupIndian(GRIEVANCE_LIMITS.details)} characters.`,
  ),
});
export type GrievanceInput = z.infer<typeof grievanceSchema>;

/** Following a complaint: its ticket and the address it was filed with. */
export const followGrievanceSchema = z.object({
  ticket: z.string({ error: "Please give the ticket number." }).check(
    z.trim(),
    z.toUpperCase(),
    // As read out or copied: "gr 4k7m…", "4K7M-…" or without its "GR-" are the same ticket.
    z.overwrite((typed) => {
      const bare = typed.replace(/[\s-]/g, "");
      if (bare.length === 8) return `GR-${bare}`;
      return bare.length === 10 && bare.startsWith("GR") ? `GR-${bare.slice(2)}` : typed;
    }),
    z.minLength(1, "Please give the ticket number."),
    z.maxLength(20, "Please give the ticket number."),
  ),
  email: emailField,
});

/** An administrator's answer to a complaint: acknowledge, an update or the resolution, with a message. */
export const grievanceAnswerSchema = z.object({
  intent: z.enum(GRIEVANCE_ANSWERS, { error: "Unknown action." }),
  ticket: z.string({ error: "Unknown complaint." }).check(z.trim(), z.minLength(1, "Unknown complaint.")),
  message: requiredText(
    "Please write the message to the complainant.",
    GRIEVANCE_LIMITS.answer,
    `The message must be at most ${groupIndian(GRIEVANCE_LIMITS.answer)} characters.`,
  ),
});
export type GrievanceAnswerInput = z.infer<typeof grievanceAnswerSchema>;
