import {
  confirmEmailVerification,
  findActiveMember,
  hashPassword,
  registerMember,
  startEmailVerification,
} from "~/domain/accounts.server";
import { registerSchema } from "~/forms/profile";
import { getEnv } from "~/services/env.server";
import { newSignup } from "./members";
import { lastCodeSentTo } from "./outbox";

const IP = "198.51.100.7";

/** A member registered through the domain, as signup does it (for unit tests, with the e-mail outbox). */
export async function registeredMember(gender: "Male" | "Female", overrides: Record<string, string> = {}) {
  const { password, ...input } = registerSchema.parse(newSignup({ gender, ...overrides }));
  await startEmailVerification(input.email, IP);
  confirmEmailVerification(input.email, lastCodeSentTo(getEnv().DATA_DIR, input.email), `b-${input.email}`, IP);
  const created = await registerMember(
    { ...input, passwordHash: await hashPassword(password) },
    undefined,
    `b-${input.email}`,
  );
  return { ...findActiveMember(created.unqId)!, password };
}
