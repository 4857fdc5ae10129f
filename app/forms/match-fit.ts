// Why a match matched (docs/product-rules.md §25), in words: shared by the matches page and the alert e-mail.

/** How many of my set preferences a candidate meets, and how many of theirs I meet. */
export type MatchFit = { mine: number; mineSet: number; theirs: number; theirsSet: number };

const preferences = (n: number) => (n === 1 ? "preference" : "preferences");

/** "Fits 5 of your 6 preferences; you fit all of theirs". */
export function describeFit({ mine, mineSet, theirs, theirsSet }: MatchFit): string {
  const yours =
    mineSet === 0
      ? "You have not set preferences"
      : mine === mineSet
        ? `Fits ${mineSet === 1 ? "your" : `all ${mineSet} of your`} ${preferences(mineSet)}`
        : `Fits ${mine} of your ${mineSet} ${preferences(mineSet)}`;
  const theirsText =
    theirsSet === 0
      ? "they have not set preferences"
      : theirs === theirsSet
        ? "you fit all of theirs"
        : `you fit ${theirs} of their ${theirsSet}`;
  return `${yours}; ${theirsText}`;
}
