import { Link } from "react-router";
import type { VisitorCard } from "~/domain/listing/listing.server";
import { AgeFact } from "./AgeFact";
import { CARD_PHOTO_PX, CARD_PHOTO_SIZES } from "./card-photo";
import { MemberPhoto } from "./MemberPhoto";
import { useT } from "./translate";

/**
 * A card of the public listing (docs/product-rules.md §6): first name and family-name initial, age, state
 * and work, and a photo only when its owner shows it to everyone. Opening it asks the visitor to log in.
 * Laid out as the members' cards are (ProfileCard).
 */
export function VisitorProfileCard({ card, href }: { card: VisitorCard; href: string }) {
  const t = useT();
  return (
    <article className="profile-card">
      <div className="profile-card__media">
        <Link to={href} className="profile-card__photo" aria-label={t("profileCard.see", { name: card.name })}>
          <MemberPhoto image={card.image} afterConnecting={false} size={CARD_PHOTO_PX} sizes={CARD_PHOTO_SIZES} />
        </Link>
      </div>
      <div className="profile-card__body">
        <h2>
          <bdi>{card.name}</bdi>
        </h2>
        <dl className="card-facts">
          <div>
            <AgeFact age={card.age} />
            <dt>{t("profileCard.state")}</dt>
            <dd>{card.state}</dd>
          </div>
          <div>
            <dt>{t("profileCard.work")}</dt>
            <dd>{card.working}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
