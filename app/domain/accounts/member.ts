import type { members } from "~/db/schema";

/** A member as the domain speaks of them: the members table's columns, without the password hash. */
export type Member = Omit<typeof members.$inferSelect, "passwordHash">;

/** The signed-in member a request acts for: who is looking, who sends or answers a request. */
export type Viewer = Pick<Member, "unqId" | "publicId" | "fullName" | "role" | "gender"> & {
  /** The language the member chose (issue 18), read with the session's member; absent where a viewer is made
   * otherwise. */
  language?: Member["language"];
  /** Whether the member's mobile number is proven by an SMS code (§38): unproven, the pages ask for it. */
  mobileVerified?: boolean;
  /** The notice version of the member's newest consent (null: none), read with the session's member: a version
   * other than the current one sends them to /consent (§41, "Notice and consent"). */
  consentedNotice?: string | null;
  /** The last day the member was served a page signed in (last-active.server.ts), read with the session's member. */
  lastActiveOn?: string | null;
};

export type Gender = Member["gender"];

export const oppositeGender = (gender: Gender): Gender => (gender === "Male" ? "Female" : "Male");

/** "Ayesha Siddiqui" → "Ayesha": how an e-mail to someone else speaks of the member. */
export const firstName = (fullName: string): string => fullName.trim().split(/\s+/)[0];
