import { UserError } from "~/services/user-error.server";
import { and, eq, gt, inArray, or } from "drizzle-orm";
import { getDb, WRITE } from "~/db/client.server";
import { members } from "~/db/schema";
import { connectionRequests } from "~/db/schema-connections";
import { now } from "~/services/clock.server";
import { newPublicId } from "~/services/ids.server";
import { isPublicId, memberCode } from "~/forms/member-id";
import { isBlockedEitherWay } from "./blocks.server";
import type { Viewer } from "../accounts/member";
import { refuseWhileAwaitingApproval } from "../safety/approvals.server";
import { emailT } from "../mail/email-words.server";
import { queueMail, queueRequestNotice } from "../mail/mail-queue.server";
import { languageOf, safetyLine, siteLink } from "../mail/mail-wording.server";
import { openConversation } from "./conversations.server";
import { copyAcceptanceToGuardians, copyRequestToGuardians } from "../family/guardian-copies.server";
import { beyondDailyAllowance, limitKey, recordUseAt, usesSince } from "../accounts/rate-limits.server";
import { requestLimitOf } from "../plans/plans.server";

// The rules of requests and connections (docs/product-rules.md §10, §26, §28, §32, §35): who may ask whom and
// how often, answering and withdrawing. The lists and counts the pages read are in connection-lists.server.ts.

/** Where two members stand, from the viewer's side; it picks the button on a profile. */
export type PairState =
  | { kind: "none" }
  | { kind: "sent" }
  | { kind: "received"; requestId: string }
  | { kind: "connected"; connectionId?: string } // the id is also the conversation's (§33)
  | { kind: "declined-by-them" }
  | { kind: "declined-by-me" };

const pairOf = (a: number, b: number) => (a < b ? { pairLow: a, pairHigh: b } : { pairLow: b, pairHigh: a });

function requestForPair(a: number, b: number) {
  const { pairLow, pairHigh } = pairOf(a, b);
  return getDb()
    .select()
    .from(connectionRequests)
    .where(and(eq(connectionRequests.pairLow, pairLow), eq(connectionRequests.pairHigh, pairHigh)))
    .get();
}

export function pairState(viewerUnqId: number, otherUnqId: number): PairState {
  const request = requestForPair(viewerUnqId, otherUnqId);
  return request ? stateOf(viewerUnqId, request) : { kind: "none" };
}

/**
 * Where the viewer stands with each of `others` (a page of cards), in one query however many cards there are
 * (the listing's speed, issue 43). Members without a request are left out: their state is "none".
 */
export function pairStatesWith(viewerUnqId: number, others: readonly number[]): Map<number, PairState> {
  if (others.length === 0) return new Map();
  const cr = connectionRequests;
  const requests = getDb()
    .select({ id: cr.id, senderUnqId: cr.senderUnqId, recipientUnqId: cr.recipientUnqId, status: cr.status })
    .from(cr)
    .where(
      or(
        and(eq(cr.senderUnqId, viewerUnqId), inArray(cr.recipientUnqId, [...others])),
        and(eq(cr.recipientUnqId, viewerUnqId), inArray(cr.senderUnqId, [...others])),
      ),
    )
    .all();
  return new Map(
    requests.map((request) => {
      const other = request.senderUnqId === viewerUnqId ? request.recipientUnqId : request.senderUnqId;
      return [other, stateOf(viewerUnqId, request)] as const;
    }),
  );
}

type RequestRow = { id: string; senderUnqId: number; status: string };

function stateOf(viewerUnqId: number, request: RequestRow): PairState {
  const mine = request.senderUnqId === viewerUnqId;
  if (request.status === "accepted") return { kind: "connected", connectionId: request.id };
  if (request.status === "rejected") return { kind: mine ? "declined-by-them" : "declined-by-me" };
  return mine ? { kind: "sent" } : { kind: "received", requestId: request.id };
}

const activeMember = (publicId: string) =>
  getDb()
    .select({
      unqId: members.unqId,
      gender: members.gender,
      email: members.email,
      blocked: members.blockByAdmin,
      role: members.role,
      awaitingApproval: members.awaitingApproval,
      awaitingCandidate: members.awaitingCandidate,
      hidden: members.hidden,
    })
    .from(members)
    .where(eq(members.publicId, publicId))
    .get();

const DAY = 24 * 3600_000;

/** Where the sending times of a member's withdrawn requests are kept: they still count against the allowance. */
const withdrawnKey = (senderUnqId: number) => limitKey("request-withdrawn", String(senderUnqId));

/**
 * Refuses a request beyond the sender's plan's allowance in the last 24 hours (docs/product-rules.md §10, §35:
 * Basic 10, Premium 50, Elite none), saying when the next one is possible. The plan in force is read at the
 * moment of sending, so an expired plan's member is held to Basic's 10 at once. Requests withdrawn since
 * count too, so that sending and withdrawing cannot e-mail more members.
 */
function assertRequestAllowance(senderUnqId: number): void {
  const perDay = requestLimitOf(senderUnqId);
  if (perDay === null) return;
  const at = now().getTime();
  const since = new Date(at - DAY);
  const sent = getDb()
    .select({ createdAt: connectionRequests.createdAt })
    .from(connectionRequests)
    .where(and(eq(connectionRequests.senderUnqId, senderUnqId), gt(connectionRequests.createdAt, since)))
    .all()
    .map((row) => row.createdAt.getTime());
  const recent = [...sent, ...usesSince(withdrawnKey(senderUnqId), since).map((d) => d.getTime())].sort(
    (a, b) => a - b,
  );
  const refusal = beyondDailyAllowance(
    recent,
    perDay,
    at,
    (wait) => `You can send up to ${perDay} connection requests a day. Please try again in ${wait}.`,
  );
  if (refusal) throw refusal;
}

/**
 * Sends a request (docs/product-rules.md §10): one per pair whichever way, never to oneself,
 * the same gender, a blocked or unknown member (or one either of them blocked, §28), and no second try after a
 * no; at most as many a day as the sender's plan allows (§35). Neither side may be awaiting approval: nobody
 * else sees such a profile yet (§30).
 * The recipient's e-mail is queued with it (at most one an hour, listing the new requests), and a copy for
 * each of the recipient's guardians (§32, batched the same way).
 */
export async function sendConnectionRequest(sender: Viewer, recipientPublicId: string): Promise<void> {
  if (recipientPublicId === sender.publicId) throw new UserError("You cannot send a request to yourself");
  refuseWhileAwaitingApproval(sender.unqId);
  const recipient = isPublicId(recipientPublicId) ? activeMember(recipientPublicId) : undefined;
  // A member either of the two blocked is answered exactly as one who does not exist: a block is silent (§28).
  if (
    !recipient ||
    recipient.blocked ||
    recipient.awaitingApproval ||
    recipient.awaitingCandidate ||
    recipient.role !== "member" ||
    isBlockedEitherWay(sender.unqId, recipient.unqId)
  )
    throw new UserError("Member not found", { status: 404 });
  const state = pairState(sender.unqId, recipient.unqId);
  // A hidden profile is not there for anyone she has no request or connection with (§28): a request from an old
  // link would reopen it to him (security sweep, issue 35).
  if (recipient.hidden && state.kind === "none") throw new UserError("Member not found", { status: 404 });
  if (recipient.gender === sender.gender)
    throw new UserError("You can only connect with members of the opposite gender");

  const refusal: Record<Exclude<PairState["kind"], "none">, string> = {
    sent: "Request already sent",
    received: "This member has already sent you a request. Accept it on your requests page.",
    connected: "You are already connected",
    "declined-by-them": "Your earlier request was not accepted",
    "declined-by-me": "You declined this member's request",
  };
  if (state.kind !== "none") throw new UserError(refusal[state.kind], { status: 409 });

  const db = getDb();
  try {
    db.transaction(() => {
      assertRequestAllowance(sender.unqId);
      const id = newPublicId();
      db.insert(connectionRequests)
        .values({
          id,
          senderUnqId: sender.unqId,
          recipientUnqId: recipient.unqId,
          ...pairOf(sender.unqId, recipient.unqId),
          status: "pending",
          createdAt: now(),
        })
        .run();
      queueRequestNotice(recipient.unqId, id);
      copyRequestToGuardians(recipient.unqId, id);
    }, WRITE);
  } catch (error) {
    // Two sends at once: the unique pair index lets one through.
    if ((error as { code?: string }).code === "SQLITE_CONSTRAINT_UNIQUE")
      throw new UserError(refusal.sent, { status: 409 });
    throw error;
  }
}

/**
 * Accepts or rejects a pending request addressed to `recipient`. Anyone else
 * gets "not found", and the request stays as it was. One conditional update:
 * of two concurrent answers only one takes effect. `byGuardian` records that the recipient's guardian
 * answered on their behalf (docs/product-rules.md §32): both sides are shown it, and the acceptance e-mail
 * says so. An acceptance is copied to the sender's guardians; a decline to nobody.
 */
export async function answerConnectionRequest(
  recipient: Viewer,
  requestId: string,
  answer: "accept" | "reject",
  { byGuardian = false }: { byGuardian?: boolean } = {},
): Promise<void> {
  const db = getDb();
  const updated = isPublicId(requestId)
    ? db.transaction(() => {
        const row = db
          .update(connectionRequests)
          .set({
            status: answer === "accept" ? "accepted" : "rejected",
            respondedAt: now(),
            answeredByGuardian: byGuardian,
          })
          .where(
            and(
              eq(connectionRequests.id, requestId),
              eq(connectionRequests.recipientUnqId, recipient.unqId),
              eq(connectionRequests.status, "pending"),
            ),
          )
          .returning({ senderUnqId: connectionRequests.senderUnqId, respondedAt: connectionRequests.respondedAt })
          .get();
        if (row && answer === "accept") {
          openConversation(requestId, row.senderUnqId, recipient.unqId, row.respondedAt!);
          // In the language of the member told: the one who asked.
          const language = languageOf(row.senderUnqId);
          const t = emailT(language);
          const accepter = { name: recipient.fullName, code: memberCode(recipient.unqId) };
          queueMail({
            kind: "request-accepted",
            toUnqId: row.senderUnqId,
            aboutUnqId: recipient.unqId,
            subject: t("accepted.subject"),
            body: [
              !byGuardian
                ? t("accepted.byMember", accepter)
                : recipient.gender === "Female"
                  ? t("accepted.byHerGuardian", accepter)
                  : t("accepted.byHisGuardian", accepter),
              ``,
              t("accepted.nowSee"),
              siteLink("/myConnection"),
              ``,
              safetyLine(language),
            ].join("\n"),
          });
          copyAcceptanceToGuardians({ id: requestId, senderUnqId: row.senderUnqId }, recipient, byGuardian);
        }
        return row;
      }, WRITE)
    : undefined;
  if (!updated) throw new UserError("Request not found", { status: 404 });
}

/**
 * Withdraws a request the sender made while it is still pending (docs/product-rules.md §26): the request is
 * deleted, so it leaves the recipient's list and its unsent "new requests" e-mail (mail_queue_requests
 * cascades), and either member may ask again later. Anyone else's request, or an unknown one, is "not found";
 * an answered one is refused as it stands. It still counts against the day's allowance (assertRequestAllowance).
 */
export function withdrawConnectionRequest(sender: Viewer, requestId: string): void {
  const db = getDb();
  db.transaction(() => {
    const request = isPublicId(requestId)
      ? db
          .select({ status: connectionRequests.status, createdAt: connectionRequests.createdAt })
          .from(connectionRequests)
          .where(and(eq(connectionRequests.id, requestId), eq(connectionRequests.senderUnqId, sender.unqId)))
          .get()
      : undefined;
    if (!request) throw new UserError("Request not found", { status: 404 });
    if (request.status === "accepted")
      throw new UserError("This request was accepted: you are connected", { status: 409 });
    if (request.status === "rejected") throw new UserError("This request was already answered", { status: 409 });
    db.delete(connectionRequests).where(eq(connectionRequests.id, requestId)).run();
    recordUseAt(withdrawnKey(sender.unqId), request.createdAt);
  }, WRITE);
}
