import { eq, inArray } from "drizzle-orm";
import { getDb, WRITE } from "~/db/client.server";
import { guardians } from "~/db/schema-family";
import { conversations } from "~/db/schema-messages";
import { isGuardianScope, type GuardianConsent, type GuardianScope } from "~/forms/family-options";
import { UserError } from "~/services/user-error.server";
import { consentOn } from "../connections/conversation-consent.server";
import {
  CONVERSATION_NOT_FOUND,
  listConversations,
  opposite,
  sideOf,
  type ConversationAccess,
  type ConversationSummary,
  type OtherMember,
} from "../connections/conversations.server";
import { logGuardianAction } from "./guardian-log.server";
import { ownGuardian } from "./guardians.server";
import type { Viewer } from "../accounts/member";

// What a guardian may see of the member's conversations (docs/product-rules.md §32–33, decision 035): both
// the member (the guardian's scope) and the other member of each conversation (their choice) must allow
// reading. Every way a guardian reaches a conversation goes through here, so no page can show more.

/**
 * The rule: a guardian reads a conversation's messages only when the member gave them the "conversations"
 * scope AND the other member allowed it; no choice yet counts as private.
 */
export const mayReadMessages = (scope: GuardianScope, consent: GuardianConsent | null) =>
  scope === "conversations" && consent === "allowed";

/** A conversation on a guardian's page: readable, as the member's list shows it; else only that it exists. */
export type GuardianConversation =
  (ConversationSummary & { readable: true }) | { id: string; other: OtherMember; readable: false };

/**
 * The member's conversations as a guardian with `scope` sees them: none for "requests"; for the rest, each
 * conversation's other member, and only where mayReadMessages holds the newest message's start and unread
 * count (nothing else of a private conversation: no text, no counts, no dates).
 */
export function guardianConversations(memberUnqId: number, scope: GuardianScope): GuardianConversation[] | null {
  if (scope === "requests") return null;
  const list = listConversations(memberUnqId).conversations;
  const rows = list.length
    ? getDb()
        .select()
        .from(conversations)
        .where(
          inArray(
            conversations.id,
            list.map((c) => c.id),
          ),
        )
        .all()
    : [];
  return list.map((summary): GuardianConversation => {
    const row = rows.find((r) => r.id === summary.id)!;
    const theirSide = opposite(sideOf(row, memberUnqId)!);
    return mayReadMessages(scope, consentOn(row, theirSide))
      ? { ...summary, readable: true }
      : { id: summary.id, other: summary.other, readable: false };
  });
}

/** Refuses a guardian a conversation they may not read, with the same "not found" as one that is not there. */
export function assertGuardianMayRead(scope: GuardianScope, conversation: ConversationAccess): void {
  if (!mayReadMessages(scope, consentOn(conversation.row, opposite(conversation.side))))
    throw new UserError(CONVERSATION_NOT_FOUND, { status: 404 });
}

const SCOPE_ACTIONS = {
  requests: "scope-requests",
  exist: "scope-exist",
  conversations: "scope-conversations",
} as const;

/** Sets what of the member's conversations a guardian sees (§32); logged when it changes, like answering. */
export function setGuardianScope(member: Viewer, guardianId: number, scope: unknown): { name: string } {
  if (!isGuardianScope(scope)) throw new UserError("Please choose what the guardian may see.");
  return getDb().transaction(() => {
    const row = ownGuardian(member, guardianId, ["invited", "active"]);
    if (row.scope !== scope) {
      getDb().update(guardians).set({ scope }).where(eq(guardians.id, row.id)).run();
      logGuardianAction(row.id, member.unqId, SCOPE_ACTIONS[scope]);
    }
    return { name: row.name };
  }, WRITE);
}
