import type { MatchCard } from "~/domain/matching/matching.server";
import type { MatchFit } from "~/forms/match-fit";
import { ProfileCard } from "./ProfileCard";
import { useT, type Translate } from "./translate";
import { BadgeNote } from "./VerificationBadges";

/** How many of my preferences a match meets (describeFit's first half, in the reader's language). */
function yours(t: Translate, met: number, set: number): string {
  if (set === 0) return t("matchFit.yoursNone");
  if (set === 1) return met === 1 ? t("matchFit.yoursFitsOne") : t("matchFit.yoursMissesOne");
  if (met === set) return t("matchFit.yoursAll", { set });
  return met === 0 ? t("matchFit.yoursNoneOf", { set }) : t("matchFit.yoursSome", { met, set });
}

/** How many of their preferences I meet (describeFit's second half). */
function theirs(t: Translate, met: number, set: number): string {
  if (set === 0) return t("matchFit.theirsNone");
  if (set === 1) return met === 1 ? t("matchFit.theirsFitOne") : t("matchFit.theirsMissOne");
  if (met === set) return t("matchFit.theirsAll");
  return met === 0 ? t("matchFit.theirsNoneOf") : t("matchFit.theirsSome", { met, set });
}

/** "Fits 5 of your 6 preferences; you fit all of theirs": describeFit's words, in the reader's language. */
const describeFit = (t: Translate, fit: MatchFit) =>
  t("matchFit.both", { yours: yours(t, fit.mine, fit.mineSet), theirs: theirs(t, fit.theirs, fit.theirsSet) });

/**
 * Matches as cards, best first, each saying why it fits (docs/product-rules.md §25): /matches and the home page;
 * above them, that a profile without a badge was not checked (§39).
 */
export function MatchList({ matches }: { matches: MatchCard[] }) {
  const t = useT();
  return (
    <>
      <BadgeNote />
      <ol className="profile-grid match-list">
        {matches.map((match) => (
          <li key={match.publicId} className="match">
            <ProfileCard card={match} href={`/InnerProfile/${match.publicId}`} />
            <p className="match__reason">{describeFit(t, match.fit)}</p>
          </li>
        ))}
      </ol>
    </>
  );
}
