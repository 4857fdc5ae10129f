import { getDb, WRITE } from "~/db/client.server";
import { now } from "~/services/clock.server";
import { getEnv } from "~/services/env.server";
import {
  accessRecordsOf,
  accountAndProfileOf,
  candidateConfirmationOf,
  checksOf,
  consentsOf,
  iso,
  matchAlertOf,
  plansOf,
  preferencesOf,
} from "./data-export-account.server";
import {
  blocksOf,
  conversationsOf,
  photoRequestsOf,
  reportsFiledBy,
  requestsOf,
  shortlistOf,
} from "./data-export-people.server";
import { biodataLinksOf, grievancesOf, guardianLogOf, guardiansOf } from "./data-export-records.server";
import { beyondDailyAllowance, limitKey, recordUseAt, usesSince } from "./rate-limits.server";

// "Download my data" (DPDP Act 2023 s. 11, the right of access; docs/product-rules.md §41, decision 040): everything
// the site holds of a member, in one plain object (times as ISO strings), for the JSON file and the readable page.
// Each area's part is read in its own module; this one puts them together and counts the downloads.

/** How many downloads (the file or the page) a member may have in any 24 hours. */
export const DATA_DOWNLOADS_PER_DAY = 3;

const DAY_MS = 24 * 3600_000;

/** What the export leaves out and why, in the file itself, so that a kept copy explains itself. */
const LEFT_OUT = [
  "Secrets: your password (only its hash is kept, and it is not given), sessions, one-time codes, link tokens.",
  "Other members' details: they appear by their public id and name only, never their phone, e-mail or address.",
  "Messages you received: they are their senders' data. The messages you sent are here.",
  "Reports about you and what administrators did about reports: they are the reporters' and the site's safety records.",
  "Who shortlisted or blocked you: those are the other members' private choices.",
  "Pictures sent for a check by a person: deleted when the check was decided (or after 30 days).",
  "Earlier e-mail addresses and mobile numbers: the site keeps only the current ones.",
];

/** Everything the site holds of the member (docs/product-rules.md §41, "Download my data"). */
export function exportMemberData(unqId: number) {
  const { account, profile, settings, photo, otherPhotos } = accountAndProfileOf(unqId);
  const requests = requestsOf(unqId);
  const { accountCreation, signIns } = accessRecordsOf(unqId);
  const { verifications, corrections } = checksOf(unqId);
  return {
    site: getEnv().SITE_NAME,
    exportedAt: iso(now())!,
    account,
    profile,
    photo,
    otherPhotos,
    settings,
    partnerPreferences: preferencesOf(unqId),
    matchAlert: matchAlertOf(unqId),
    connectionRequests: { sent: requests.sent, received: requests.received },
    connections: requests.connections,
    conversations: conversationsOf(unqId),
    shortlist: shortlistOf(unqId),
    photoRequests: photoRequestsOf(unqId),
    blocked: blocksOf(unqId),
    reportsFiled: reportsFiledBy(unqId),
    guardians: guardiansOf(unqId),
    guardianActivity: guardianLogOf(unqId),
    biodataLinks: biodataLinksOf(unqId),
    candidateConfirmation: candidateConfirmationOf(unqId),
    verificationRequests: verifications,
    profileCorrections: corrections,
    plans: plansOf(unqId),
    consents: consentsOf(unqId),
    complaints: grievancesOf(unqId),
    accountCreation,
    signIns,
    leftOut: LEFT_OUT,
  };
}

export type MemberData = ReturnType<typeof exportMemberData>;

/**
 * Counts one download, or refuses it with when the next is possible (429) once the member had
 * DATA_DOWNLOADS_PER_DAY in the last 24 hours. Each use is recorded at its own time, so that the refusal can say
 * exactly when: a building of the whole export is not something to allow by an estimate.
 */
export function countDataDownload(unqId: number): void {
  const key = limitKey("data-download", String(unqId));
  getDb().transaction(() => {
    const at = now();
    const uses = usesSince(key, new Date(at.getTime() - DAY_MS)).map((use) => use.getTime());
    const refusal = beyondDailyAllowance(
      uses.sort((a, b) => a - b),
      DATA_DOWNLOADS_PER_DAY,
      at.getTime(),
      (wait) => `You can download your data up to ${DATA_DOWNLOADS_PER_DAY} times a day. Please try again in ${wait}.`,
    );
    if (refusal) throw refusal;
    recordUseAt(key, at);
  }, WRITE);
}
