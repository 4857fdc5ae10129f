import type { ProfileCard as CardData } from "~/domain/listing/listing.server";
import { CardActions, type CardChoices } from "./CardActions";
import { ProfileCardGrid } from "./ProfileCard";

/**
 * A member's listing cards, each with its Save and Connect (docs/product-rules.md §2, §26). Loaded by members
 * only (React.lazy on /profilePage): a visitor's cards are VisitorProfileCard, so the visitor's first visit does
 * not carry this code (page weight budget, issue 19).
 */
export default function MemberCards({ cards, choices }: { cards: CardData[]; choices: CardChoices }) {
  return <ProfileCardGrid cards={cards} action={(card) => <CardActions card={card} choices={choices} />} />;
}
