import {
  confirmEmailVerification,
  hashPassword,
  registerMember,
  startEmailVerification,
} from "~/domain/accounts/accounts.server";
import { findActiveMember } from "~/domain/accounts/member-lookup.server";
import { ageFromDob } from "~/domain/accounts/ages.server";
import { checkMobileCode, sendVerificationCode } from "~/domain/accounts/mobile-codes.server";
import { profileForParts } from "~/forms/family-options";
import { registerSchema } from "~/forms/profile";
import { shortSignupSchema } from "~/forms/signup";
import { getEnv } from "~/services/env.server";
import { newShortSignup, newSignup } from "./members";
import { lastCodeSentTo } from "./outbox";
import { codeSentBy } from "./sms-codes";

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

/**
 * A member made from the short signup's answers only (docs/product-rules.md §3, decision 045), as /signup's Create
 * makes one: the e-mail and the mobile number proven by their codes in one browser, the gender and the relation
 * from "Who is this profile for?", the age worked out from the date of birth; nothing of the later profile.
 */
export async function shortSignupMember(overrides: Record<string, string> = {}) {
  const { password, profileFor, ...answers } = shortSignupSchema.parse(newShortSignup(overrides));
  const binding = `b-${answers.email}`;
  await startEmailVerification(answers.email, IP);
  confirmEmailVerification(answers.email, await codeFromOutbox(answers.email), binding, IP);
  const smsCode = await codeSentBy(getEnv().DATA_DIR, answers.phone, () =>
    sendVerificationCode(answers.phone, IP, "en"),
  );
  checkMobileCode(answers.phone, "mobile-verify", smsCode, binding, IP);
  const { createdBy, gender } = profileForParts(profileFor);
  const created = await registerMember(
    {
      ...answers,
      createdBy,
      gender: gender ?? answers.gender!,
      age: ageFromDob(answers.dob),
      passwordHash: await hashPassword(password),
    },
    undefined,
    binding,
    { mobileProven: true, clientIp: IP, consent: "signup" },
  );
  return { ...findActiveMember(created.unqId)!, email: answers.email, password, answers };
}
