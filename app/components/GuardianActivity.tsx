import type { GuardianAction } from "~/forms/family-options";
import { Pager } from "./Pager";
import { useDateLocale, useT, type Translate } from "./translate";

// The member's log of their guardians' actions and of every change to their access (docs/product-rules.md §32).

export type ActivityEntryData = {
  id: number;
  guardianName: string;
  action: GuardianAction;
  aboutName: string | null;
  createdAt: Date;
};

/** Each action's sentence; {{who}} is the guardian, {{whom}} the other member. */
const ACTION_KEYS: Record<GuardianAction, string> = {
  invited: "activity.invited",
  "accepted-invitation": "activity.acceptedInvitation",
  "declined-invitation": "activity.declinedInvitation",
  viewed: "activity.viewed",
  "read-messages": "activity.readMessages",
  "viewed-profile": "activity.viewedProfile",
  "accepted-request": "activity.acceptedRequest",
  "declined-request": "activity.declinedRequest",
  "allowed-answering": "activity.allowedAnswering",
  "stopped-answering": "activity.stoppedAnswering",
  "scope-requests": "activity.scopeRequests",
  "scope-exist": "activity.scopeExist",
  "scope-conversations": "activity.scopeConversations",
  revoked: "activity.revoked",
  "allowed-sharing": "activity.allowedSharing",
  "stopped-sharing": "activity.stoppedSharing",
  "made-biodata-link": "activity.madeBiodataLink",
  "revoked-biodata-link": "activity.revokedBiodataLink",
};

/** The sentences that name another member, for when that member's account is gone. */
const WITHOUT_NAME_KEYS: Partial<Record<GuardianAction, string>> = {
  "read-messages": "activity.readMessagesDeleted",
  "viewed-profile": "activity.viewedProfileDeleted",
  "accepted-request": "activity.acceptedRequestUnnamed",
  "declined-request": "activity.declinedRequestUnnamed",
};

/** One entry in plain words: who did what, about whom (also in "Download my data"'s page). */
export function describeGuardianAction(
  { guardianName: who, action, aboutName }: Pick<ActivityEntryData, "guardianName" | "action" | "aboutName">,
  t: Translate,
): string {
  const unnamed = aboutName === null ? WITHOUT_NAME_KEYS[action] : undefined;
  return unnamed ? t(unnamed, { who }) : t(ACTION_KEYS[action], { who, whom: aboutName ?? "" });
}

const at = (date: Date, locale: string) =>
  new Date(date).toLocaleString(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

export function GuardianActivity({
  entries,
  total,
  page,
  pages,
}: {
  entries: ActivityEntryData[];
  total: number;
  page: number;
  pages: number;
}) {
  const t = useT();
  const locale = useDateLocale();
  return (
    <section className="stack" aria-labelledby="activity-heading">
      <h2 id="activity-heading">{t("activity.heading")}</h2>
      {entries.length === 0 ? (
        <p className="empty">{t("activity.none")}</p>
      ) : (
        <ul>
          {entries.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.createdAt.toISOString()}>{at(entry.createdAt, locale)}</time>{" "}
              {describeGuardianAction(entry, t)}
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={page}
        pages={pages}
        hrefFor={(n) => `/family?page=${n}`}
        summary={t("activity.summary", { count: total, page, pages })}
      />
    </section>
  );
}
