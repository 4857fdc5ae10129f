import { createHash, randomBytes } from "node:crypto";
import { and, count, desc, eq, inArray, ne, notInArray } from "drizzle-orm";
import { getDb, WRITE } from "~/db/client.server";
import { guardianAccounts, members } from "~/db/schema";
import { emailCodes } from "~/db/schema-codes";
import { guardians } from "~/db/schema-family";
import { MAX_GUARDIANS, type GuardianScope, type GuardianStatus, type Relation } from "~/forms/family-options";
import { now } from "~/services/clock.server";
import { siteNameIn } from "~/services/env.server";
import { UserError } from "~/services/user-error.server";
import { firstName, type Viewer } from "../accounts/member";
import { emailT } from "../mail/email-words.server";
import { queueMail } from "../mail/mail-queue.server";
import { languageOf, siteLink } from "../mail/mail-wording.server";
import { logGuardianAction } from "./guardian-log.server";
import { consumeWithinLimits, limitKey } from "../accounts/rate-limits.server";

// A member's guardians, as the member manages them at /family (docs/product-rules.md §32): invite by
// e-mail, send the invitation again, revoke. What each may do is in guardian-permissions.server.ts, the
// activity log in guardian-log.server.ts; the guardian's side (accepting, signing in, the dashboard) in
// guardian-accounts.server.ts and guardian-access.server.ts.

const DAY = 24 * 3600_000;
/** How long an invitation link works. */
export const INVITATION_TTL_MS = 7 * DAY;
/** Invitations e-mail any address the member types: a few a day are enough for a family, not for spam. */
const INVITATIONS_PER_DAY = 5;

// MAX_GUARDIANS, in words.
const TOO_MANY = "You can have at most two guardians. Revoke one to invite another.";
const notFound = () => new UserError("Guardian not found", { status: 404 });

/** The SHA-256 of an invitation secret, as guardians.inviteTokenHash keeps it. */
export const hashSecret = (secret: string) => createHash("sha256").update(secret).digest("hex");

type Invitation = { guardianId: number; name: string; email: string; relation: Relation; canAnswer: boolean };

/** The guardian's relation to the member as the invitation names it ("as her father"), in the e-mail's words. */
const RELATION_WORDS: Record<Relation, string> = {
  father: "relation.father",
  mother: "relation.mother",
  brother: "relation.brother",
  sister: "relation.sister",
  uncle: "relation.uncle",
  aunt: "relation.aunt",
  grandfather: "relation.grandfather",
  grandmother: "relation.grandmother",
  cousin: "relation.cousin",
  relative: "relation.relative",
  friend: "relation.friend",
};

/**
 * Gives the guardian row a new link secret (the link carries `<id>.<secret>`; only its hash is kept) valid
 * INVITATION_TTL_MS, and queues the invitation e-mail to the invited address, in the member's language (the
 * guardian has none saved). Inside the caller's transaction.
 */
function sendInvitation(member: Viewer, invitation: Invitation): void {
  const secret = randomBytes(32).toString("base64url");
  const at = now();
  getDb()
    .update(guardians)
    .set({
      inviteTokenHash: hashSecret(secret),
      inviteExpiresAt: new Date(at.getTime() + INVITATION_TTL_MS),
      invitedAt: at,
    })
    .where(eq(guardians.id, invitation.guardianId))
    .run();
  const language = languageOf(member.unqId);
  const t = emailT(language);
  // Her or his: each line that names the member so is a key of its own, one for each.
  const she = member.gender === "Female";
  const values = {
    name: member.fullName,
    first: firstName(member.fullName),
    site: siteNameIn(language),
    relation: t(RELATION_WORDS[invitation.relation]),
  };
  queueMail({
    kind: "guardian-invitation",
    toEmail: invitation.email,
    aboutUnqId: member.unqId,
    subject: t("invitation.subject", values),
    body: [
      t("common.greetingName", { name: invitation.name }),
      ``,
      she ? t("invitation.introShe", values) : t("invitation.introHe", values),
      ``,
      t("invitation.canSee"),
      she ? t("invitation.requestsShe") : t("invitation.requestsHe"),
      she ? t("invitation.connectionsShe") : t("invitation.connectionsHe"),
      invitation.canAnswer
        ? she
          ? t("invitation.mayAnswerShe", values)
          : t("invitation.mayAnswerHe", values)
        : she
          ? t("invitation.mayNotAnswerShe", values)
          : t("invitation.mayNotAnswerHe", values),
      she ? t("invitation.limitsShe", values) : t("invitation.limitsHe", values),
      ``,
      t("invitation.accept"),
      siteLink(`/family/accept?token=${invitation.guardianId}.${secret}`),
      ``,
      t("invitation.ignore"),
    ].join("\n"),
  });
}

/** Refuses a member's invitation beyond INVITATIONS_PER_DAY (a 429 that says when to try again). */
const throttleInvitations = (member: Viewer) =>
  consumeWithinLimits({
    key: limitKey("guardian-invite", String(member.unqId)),
    max: INVITATIONS_PER_DAY,
    windowMs: DAY,
  });

/** Invited or active: the guardians that count against MAX_GUARDIANS and hold an address. */
const open = (memberUnqId: number) => and(eq(guardians.memberUnqId, memberUnqId), ne(guardians.status, "revoked"));

export type GuardianInput = { name: string; email: string; relation: Relation; canAnswer: boolean };

/**
 * Invites a guardian (docs/product-rules.md §32): at most MAX_GUARDIANS invited or active, never the member's
 * own address, one open invitation per address (the partial unique index backs this against two at once),
 * at most INVITATIONS_PER_DAY a day. The row, its log entry and its e-mail are written together.
 */
export function inviteGuardian(member: Viewer, input: GuardianInput): void {
  const db = getDb();
  try {
    db.transaction(() => {
      const own = db.select({ email: members.email }).from(members).where(eq(members.unqId, member.unqId)).get();
      if (own?.email === input.email)
        throw new UserError("Invite someone else: this is your own e-mail address.", { field: "email" });
      const current = db.select({ email: guardians.email }).from(guardians).where(open(member.unqId)).all();
      if (current.some((g) => g.email === input.email))
        throw new UserError("This address already has an invitation or access.", { status: 409, field: "email" });
      if (current.length >= MAX_GUARDIANS) throw new UserError(TOO_MANY, { status: 409 });
      throttleInvitations(member);
      const { id } = db
        .insert(guardians)
        .values({
          memberUnqId: member.unqId,
          name: input.name,
          email: input.email,
          relation: input.relation,
          canAnswer: input.canAnswer,
          status: "invited",
          invitedAt: now(),
        })
        .returning({ id: guardians.id })
        .get();
      sendInvitation(member, { guardianId: id, ...input });
      logGuardianAction(id, member.unqId, "invited");
    }, WRITE);
  } catch (error) {
    if ((error as { code?: string }).code === "SQLITE_CONSTRAINT_UNIQUE")
      throw new UserError("This address already has an invitation or access.", { status: 409, field: "email" });
    throw error;
  }
}

/** The member's own guardian row with one of `statuses`, or "not found" (anyone else's id included). */
export function ownGuardian(member: Viewer, guardianId: number, statuses: GuardianStatus[]) {
  const row = Number.isSafeInteger(guardianId)
    ? getDb()
        .select()
        .from(guardians)
        .where(
          and(
            eq(guardians.id, guardianId),
            eq(guardians.memberUnqId, member.unqId),
            inArray(guardians.status, statuses),
          ),
        )
        .get()
    : undefined;
  if (!row) throw notFound();
  return row;
}

/** Sends a pending invitation again with a new link (the old one stops working) and a new week; same throttle. */
export function resendInvitation(member: Viewer, guardianId: number): void {
  getDb().transaction(() => {
    const row = ownGuardian(member, guardianId, ["invited"]);
    throttleInvitations(member);
    sendInvitation(member, { guardianId: row.id, ...row });
    logGuardianAction(row.id, member.unqId, "invited");
  }, WRITE);
}

/** Ends a guardian's access or invitation at once (§32): the link stops working, and answering is withdrawn. */
export function revokeGuardian(member: Viewer, guardianId: number): { name: string } {
  return getDb().transaction(() => {
    const row = ownGuardian(member, guardianId, ["invited", "active"]);
    getDb()
      .update(guardians)
      .set({
        status: "revoked",
        inviteTokenHash: null,
        inviteExpiresAt: null,
        canAnswer: false,
        canShareBiodata: false,
        revokedAt: now(),
      })
      .where(eq(guardians.id, row.id))
      .run();
    logGuardianAction(row.id, member.unqId, "revoked");
    return { name: row.name };
  }, WRITE);
}

export type GuardianListing = {
  id: number;
  name: string;
  email: string;
  relation: Relation;
  status: GuardianStatus;
  canAnswer: boolean;
  scope: GuardianScope;
  canShareBiodata: boolean;
  invitedAt: Date;
  acceptedAt: Date | null;
  revokedAt: Date | null;
};

/** The member's guardians for /family: open ones first, then revoked, newest first in each. */
export function listGuardians(memberUnqId: number): GuardianListing[] {
  const rows = getDb()
    .select({
      id: guardians.id,
      name: guardians.name,
      email: guardians.email,
      relation: guardians.relation,
      status: guardians.status,
      canAnswer: guardians.canAnswer,
      scope: guardians.scope,
      canShareBiodata: guardians.canShareBiodata,
      invitedAt: guardians.invitedAt,
      acceptedAt: guardians.acceptedAt,
      revokedAt: guardians.revokedAt,
    })
    .from(guardians)
    .where(eq(guardians.memberUnqId, memberUnqId))
    .orderBy(desc(guardians.id))
    .all();
  return [...rows.filter((g) => g.status !== "revoked"), ...rows.filter((g) => g.status === "revoked")];
}

/** Whether the member may invite another guardian now (the form is shown only then). */
export function canInviteAnother(memberUnqId: number): boolean {
  const { n } = getDb().select({ n: count() }).from(guardians).where(open(memberUnqId)).get()!;
  return n < MAX_GUARDIANS;
}

/**
 * Erases a member's guardian links and the guardian accounts they leave with no link at all, so that a
 * guardian's address and password do not outlive every member they guarded (§32; their sessions go by
 * cascade, their reset codes here). For the member's account deletion, inside its transaction.
 */
export function eraseGuardianLinksOf(memberUnqId: number): void {
  const db = getDb();
  const accountIds = db
    .selectDistinct({ id: guardians.accountId })
    .from(guardians)
    .where(eq(guardians.memberUnqId, memberUnqId))
    .all()
    .flatMap((row) => (row.id === null ? [] : [row.id]));
  db.delete(guardians).where(eq(guardians.memberUnqId, memberUnqId)).run();
  if (accountIds.length === 0) return;
  // No nulls here: only rows naming one of these accounts (a null would make "not in" match nothing).
  const stillLinked = db
    .selectDistinct({ id: guardians.accountId })
    .from(guardians)
    .where(inArray(guardians.accountId, accountIds));
  const unlinked = db
    .delete(guardianAccounts)
    .where(and(inArray(guardianAccounts.id, accountIds), notInArray(guardianAccounts.id, stillLinked)))
    .returning({ email: guardianAccounts.email })
    .all();
  for (const { email } of unlinked)
    db.delete(emailCodes)
      .where(and(eq(emailCodes.address, email), eq(emailCodes.purpose, "guardian-reset")))
      .run();
}
