import type { PairState } from "~/domain/connections/connections.server";
import { CardConnect } from "./CardConnect";
import { SaveButton } from "./SaveButton";

/** What a member can do with a card of the listing or the matches: Save, and Connect as the pair stands. */
export type CardChoices = {
  /** The public ids of the cards the viewer saved. */
  saved: readonly string[];
  /** The pair's state by public id; a member left out has no request either way. */
  pairs: Readonly<Record<string, PairState>>;
};

const NO_REQUEST: PairState = { kind: "none" };

export function CardActions({ card, choices }: { card: { publicId: string; fullName: string }; choices: CardChoices }) {
  return (
    <>
      <SaveButton memberId={card.publicId} name={card.fullName} saved={choices.saved.includes(card.publicId)} />
      <CardConnect memberId={card.publicId} name={card.fullName} state={choices.pairs[card.publicId] ?? NO_REQUEST} />
    </>
  );
}
