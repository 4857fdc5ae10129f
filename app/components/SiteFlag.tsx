import { Link } from "react-router";
import type { BlockedReturnMatch } from "~/domain/safety/fake-profile-signals.server";
import type { ReturningMatch } from "~/domain/safety/returning-members.server";
import { memberCode } from "~/forms/member-id";
import { REPORT_REASON_LABELS } from "~/forms/privacy-options";
import type { SiteSignal } from "~/forms/verification-options";
import { withElements } from "./AdminTable";
import { useT, type Translate } from "./translate";

/** An ISO time as the admin pages show it: "2026-11-23 22:59". */
export const formatUtc = (iso: string) => iso.slice(0, 16).replace("T", " ");

type Account = { unqId: number; publicId: string; fullName: string };

/** What a report the site raised says it matched (docs/product-rules.md §29, §39). */
export type SiteFlagFacts = {
  signal: SiteSignal | null;
  returning: ReturningMatch | null;
  matchedAccount: Account | null;
  blockedReturn: BlockedReturnMatch | null;
};

const matchedWords = (t: Translate, matched: "phone" | "email" | "both") =>
  ({
    phone: t("adminReport.matchedPhone"),
    email: t("adminReport.matchedEmail"),
    both: t("adminReport.matchedBoth"),
  })[matched];

/** The other account, linked to its admin page: "MMR0012 Ayesha Khan". */
const accountLink = (account: Account) => (
  <Link to={`/admin/members/${account.publicId}`}>
    {memberCode(account.unqId)} <bdi>{account.fullName}</bdi>
  </Link>
);

/** What the account shares with a deleted one, and what members had reported about it. */
function returningText(t: Translate, returning: ReturningMatch): string {
  return t("adminReport.returning", {
    matched: matchedWords(t, returning.matched),
    count: returning.reports,
    reasons: returning.reasons.map((reason) => t(REPORT_REASON_LABELS[reason])).join(t("adminReport.reasonSeparator")),
    date: formatUtc(returning.lastAt),
  });
}

/**
 * A flag the site raised, in words: what matched and with whom, never a hash nor the other account's number or
 * address. Nothing for a member's report.
 */
export function SiteFlagText({ report }: { report: SiteFlagFacts }) {
  const t = useT();
  const { signal, matchedAccount, blockedReturn } = report;
  if (signal === "returning" && report.returning) return <p>{returningText(t, report.returning)}</p>;
  if (signal === "same-photo")
    return (
      <p>
        {matchedAccount
          ? withElements(t("adminReport.samePhoto"), { account: accountLink(matchedAccount) })
          : t("adminReport.samePhotoGone")}
      </p>
    );
  if (signal === "blocked-return" && blockedReturn) {
    const matched = matchedWords(t, blockedReturn.matched);
    return (
      <p>
        {blockedReturn.blockedAt === null
          ? t("adminReport.blockedReturnUnblocked", { matched })
          : t("adminReport.blockedReturn", { matched, date: formatUtc(blockedReturn.blockedAt) })}
        {matchedAccount && (
          <> {withElements(t("adminReport.blockedAccount"), { account: accountLink(matchedAccount) })}</>
        )}
      </p>
    );
  }
  return null;
}
