import type { MatchCard } from "~/domain/matching/matching.server";
import type { MatchFit } from "~/forms/match-fit";
import { CardActions, type CardChoices } from "./CardActions";
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

/**
 * "Fits 5 of your 6 preferences; you fit all of theirs": describeFit's words, in the reader's language. A viewer
 * who set no preferences is told so once, above the list, with the link to set them: each card then says only
 * how the viewer fits the other's ("You fit all of theirs").
 */
function describeFit(t: Translate, fit: MatchFit): string {
  const other = theirs(t, fit.theirs, fit.theirsSet);
  // Alone, the half starts the sentence (English's capital; Hindi and Urdu have none).
  if (fit.mineSet === 0) return other.charAt(0).toLocaleUpperCase() + other.slice(1);
  return t("matchFit.both", { yours: yours(t, fit.mine, fit.mineSet), theirs: other });
}

/**
 * Matches as cards, best first, each saying why it fits (docs/product-rules.md §25): /matches and the home page;
 * above them, that a profile without a badge was not checked (§39). With `choices` (/matches, the home page) each card
 * carries Save and Connect.
 */
export function MatchList({ matches, choices }: { matches: MatchCard[]; choices?: CardChoices }) {
  const t = useT();
  return (
    <>
      <BadgeNote />
      <ol className="profile-grid match-list">
        {matches.map((match) => (
          <li key={match.publicId} className="match">
            <ProfileCard
              card={match}
              href={`/InnerProfile/${match.publicId}`}
              action={choices && <CardActions card={match} choices={choices} />}
            />
            <p className="match__reason">{describeFit(t, match.fit)}</p>
          </li>
        ))}
      </ol>
    </>
  );
}
