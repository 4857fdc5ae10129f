import type { ProfileCard as CardData } from "~/domain/listing/listing.server";
import { ProfileCardGrid } from "./ProfileCard";
import { SaveButton } from "./SaveButton";

/**
 * A member's listing cards, each with its Save button (docs/product-rules.md §2, §26). Loaded by members only
 * (React.lazy on /profilePage): a visitor's cards are VisitorProfileCard, so the visitor's first visit does
 * not carry this code (page weight budget, issue 19).
 */
export default function MemberCards({ cards, saved }: { cards: CardData[]; saved: string[] }) {
  return (
    <ProfileCardGrid
      cards={cards}
      action={(card) => (
        <SaveButton memberId={card.publicId} name={card.fullName} saved={saved.includes(card.publicId)} />
      )}
    />
  );
}
