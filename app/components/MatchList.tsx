import type { MatchCard } from "~/domain/matching.server";
import { describeFit } from "~/forms/match-fit";
import { ProfileCard } from "./ProfileCard";

/** Matches as cards, best first, each saying why it fits (docs/product-rules.md §25): /matches and the home page. */
export function MatchList({ matches }: { matches: MatchCard[] }) {
  return (
    <ol className="profile-grid match-list">
      {matches.map((match) => (
        <li key={match.publicId} className="match">
          <ProfileCard card={match} href={`/InnerProfile/${match.publicId}`} />
          <p className="match__reason">{describeFit(match.fit)}</p>
        </li>
      ))}
    </ol>
  );
}
