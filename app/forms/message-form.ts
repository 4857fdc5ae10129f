import * as z from "zod/mini";
import { MESSAGE_MAX } from "./messages";
import { groupIndian } from "./indian-number";

/** A message as the reply box sends it (docs/product-rules.md §33). */
export const messageSchema = z.object({
  body: z
    .string({ error: "Please write a message." })
    .check(
      z.trim(),
      z.minLength(1, { error: "Please write a message.", abort: true }),
      z.maxLength(MESSAGE_MAX, `A message can be at most ${groupIndian(MESSAGE_MAX)} characters.`),
    ),
});

export type MessageInput = z.infer<typeof messageSchema>;
