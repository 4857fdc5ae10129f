import { Link } from "@remix-run/react";
import type { VisitorCard } from "~/domain/listing.server";
import { MemberPhoto } from "./MemberPhoto";

/**
 * A card of the public listing (docs/product-rules.md §6): first name and family-name initial, age, state
 * and work, and a photo only when its owner shows it to everyone. Opening it asks the visitor to log in.
 */
export function VisitorProfileCard({ card, href }: { card: VisitorCard; href: string }) {
  return (
    <article className="profile-card">
      <Link to={href} className="profile-card__photo" aria-label={`See ${card.name}'s profile`}>
        <MemberPhoto image={card.image} afterConnecting={false} size={200} />
      </Link>
      <div className="profile-card__body">
        <h2>{card.name}</h2>
        <dl>
          <dt>Age</dt>
          <dd>{card.age}</dd>
          <dt>State</dt>
          <dd>{card.state}</dd>
          <dt>Work</dt>
          <dd>{card.working}</dd>
        </dl>
      </div>
    </article>
  );
}
