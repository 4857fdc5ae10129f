// Why a match matched (docs/product-rules.md §25), in words: shared by the matches page and the alert e-mail.

/** How many of my set preferences a candidate meets, and how many of theirs I meet. */
export type MatchFit = { mine: number; mineSet: number; theirs: number; theirsSet: number };

function yours(met: number, set: number): string {
  if (set === 0) return "You have not set preferences";
  if (set === 1) return met === 1 ? "Fits your preference" : "Does not fit your preference";
  if (met === set) return `Fits all ${set} of your preferences`;
  return `Fits ${met === 0 ? "none" : met} of your ${set} preferences`;
}

function theirs(met: number, set: number): string {
  if (set === 0) return "they have not set preferences";
  if (set === 1) return met === 1 ? "you fit theirs" : "you do not fit theirs";
  if (met === set) return "you fit all of theirs";
  return met === 0 ? "you fit none of theirs" : `you fit ${met} of their ${set}`;
}

/** "Fits 5 of your 6 preferences; you fit all of theirs". */
export function describeFit(fit: MatchFit): string {
  return `${yours(fit.mine, fit.mineSet)}; ${theirs(fit.theirs, fit.theirsSet)}`;
}
