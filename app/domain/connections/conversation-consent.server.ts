import { eq } from "drizzle-orm";
import { getDb, WRITE } from "~/db/client.server";
import { conversations } from "~/db/schema-messages";
import { GUARDIAN_CONSENTS, type GuardianConsent, type Relation } from "~/forms/family-options";
import { UserError } from "~/services/user-error.server";
import { readingGuardiansOf } from "../family/guardian-reach.server";
import { conversationFor, opposite, type ConversationAccess, type Side } from "./conversations.server";
import type { Viewer } from "../accounts/member";

// Consent on both sides (docs/product-rules.md §33, decision 035): in each conversation, each member decides
// whether the OTHER member's guardians may read it. The member who invited a guardian sets what that guardian
// may see (§32, guardian scope); the other member decides for this conversation. No choice yet is private.

type ConversationRow = ConversationAccess["row"];

/** What the member on `side` chose about the other member's guardians; null until they choose. */
export const consentOn = (row: Pick<ConversationRow, "lowConsent" | "highConsent">, side: Side) =>
  side === "low" ? row.lowConsent : row.highConsent;

/** What a conversation tells one of its members about guardians, on each side (the §33 notice). */
export type GuardianNotice = {
  /** The other member's guardians who read conversations, and this member's choice about them. */
  theirs: { relations: Relation[]; choice: GuardianConsent | null } | null;
  /** This member's own guardians who read conversations, and the other member's choice about them. */
  mine: { names: string[]; choice: GuardianConsent | null } | null;
  /** The member must choose before writing: the other side has a guardian who reads, and no choice is made. */
  choiceNeeded: boolean;
};

/** The notice for the member on `access.side`: each side's reading guardians and the choice that binds them. */
export function guardianNoticeFor(access: ConversationAccess): GuardianNotice {
  const unqIdOn = (side: Side) => (side === "low" ? access.row.lowUnqId : access.row.highUnqId);
  const otherUnqId = unqIdOn(opposite(access.side));
  const myUnqId = unqIdOn(access.side)!;
  const theirGuardians = otherUnqId === null ? [] : readingGuardiansOf(otherUnqId);
  const myGuardians = readingGuardiansOf(myUnqId);
  const myChoice = consentOn(access.row, access.side);
  const theirs = theirGuardians.length ? { relations: theirGuardians.map((g) => g.relation), choice: myChoice } : null;
  return {
    theirs,
    mine: myGuardians.length
      ? { names: myGuardians.map((g) => g.name), choice: consentOn(access.row, opposite(access.side)) }
      : null,
    choiceNeeded: theirs !== null && myChoice === null && access.other !== null,
  };
}

export const CHOOSE_FIRST = "Please choose first whether the guardian may read this conversation.";

/** Refuses a message while the member has still to choose about the other member's guardians (§33). */
export function assertConsentChosen(access: ConversationAccess): void {
  if (guardianNoticeFor(access).choiceNeeded) throw new UserError(CHOOSE_FIRST, { status: 409 });
}

/**
 * Records the member's choice about the other member's guardians reading this conversation; changeable at any
 * time, and it binds at once (a guardian's next page reads it). Anyone but the two members: "not found".
 * A choice that is neither is refused, nothing written. Returns the choice.
 */
export function setGuardianConsent(viewer: Pick<Viewer, "unqId">, id: string, choice: unknown): GuardianConsent {
  if (!(GUARDIAN_CONSENTS as readonly unknown[]).includes(choice)) throw new UserError(CHOOSE_FIRST);
  const consent = choice as GuardianConsent;
  return getDb().transaction(() => {
    const access = conversationFor(viewer.unqId, id);
    getDb()
      .update(conversations)
      .set(access.side === "low" ? { lowConsent: consent } : { highConsent: consent })
      .where(eq(conversations.id, access.row.id))
      .run();
    return consent;
  }, WRITE);
}
