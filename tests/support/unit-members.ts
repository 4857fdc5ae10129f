import {
  confirmEmailVerification,
  findActiveMember,
  hashPassword,
  registerMember,
  startEmailVerification,
} from "~/domain/accounts/accounts.server";
import { registerSchema } from "~/forms/profile";
import { getEnv } from "~/services/env.server";
import { newSignup } from "./members";
import { lastCodeSentTo } from "./outbox";

const IP = "198.51.100.7";

/** The signup code e-mailed to an address, read from the outbox the app writes without a provider key. */
const codeFromOutbox = async (email: string) => lastCodeSentTo(getEnv().DATA_DIR, email);

/**
 * A member registered through the domain, as signup does it (for unit tests). `readCode` finds the code the
 * app e-mailed: the outbox by default, or wherever the test sends mail. `photo`: the signup's picture.
 */
export async function registeredMember(
  gender: "Male" | "Female",
  overrides: Record<string, string> = {},
  readCode: (email: string) => Promise<string> = codeFromOutbox,
  photo?: Uint8Array,
) {
  const { password, ...input } = registerSchema.parse(newSignup({ gender, ...overrides }));
  await startEmailVerification(input.email, IP);
  confirmEmailVerification(input.email, await readCode(input.email), `b-${input.email}`, IP);
  const created = await registerMember(
    { ...input, passwordHash: await hashPassword(password) },
    photo,
    `b-${input.email}`,
    { consent: "signup" },
  );
  return { ...findActiveMember(created.unqId)!, email: input.email, password, signup: input };
}
