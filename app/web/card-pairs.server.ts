import { pairStatesWith, type PairState } from "~/domain/connections/connections.server";
import type { Viewer } from "~/domain/accounts/member";

/**
 * Where the viewer stands with each member on a page of cards, by public id, for the cards' Connect
 * (docs/product-rules.md §2, §25): one query for the page. A member with no request is left out ("none").
 */
export function cardPairs(
  viewer: Pick<Viewer, "unqId">,
  cards: readonly { unqId: number; publicId: string }[],
): Record<string, PairState> {
  const states = pairStatesWith(
    viewer.unqId,
    cards.map((card) => card.unqId),
  );
  return Object.fromEntries(
    cards.flatMap((card) => (states.has(card.unqId) ? [[card.publicId, states.get(card.unqId)!]] : [])),
  );
}
