import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { ProfileCard as Card } from "~/domain/listing.server";
import { formatHeightCm } from "~/forms/height";
import { memberCode } from "~/forms/member-id";
import { MARITAL_LABELS } from "~/forms/profile-options";
import { MemberPhoto } from "./MemberPhoto";
import { PlanBadge } from "./PlanBadge";

/** "Delhi", or "Patna, Bihar": the state is left out where it only repeats the city. */
const placeOf = ({ city, state }: Card) => (city.toLowerCase() === state.toLowerCase() ? city : `${city}, ${state}`);

/**
 * A listing card (docs/product-rules.md §2): User ID, name, age, height, city and state, education, work,
 * marital status, the Verified badge and a paid plan's badge (§35). Never contact details. `action` is what
 * the viewer can do with the card (Save on the listing, Remove on the shortlist), below the details.
 */
export function ProfileCard({ card, href, action }: { card: Card; href: string; action?: ReactNode }) {
  return (
    <article className="profile-card">
      <Link to={href} className="profile-card__photo" aria-label={`See ${card.fullName}'s profile`}>
        <MemberPhoto image={card.image} afterConnecting={card.photoAfterConnecting} size={200} />
      </Link>
      <div className="profile-card__body">
        {/* h2: the cards come straight under the page's h1. */}
        <h2>
          {card.fullName}
          {card.verified && <span className="badge badge--inline">Verified</span>}
          <PlanBadge plan={card.plan} inline />
        </h2>
        <dl>
          <dt>User ID</dt>
          <dd>{memberCode(card.unqId)}</dd>
          <dt>Age</dt>
          <dd>{card.age}</dd>
          <dt>Height</dt>
          {/* The centimetres when the typed height could be read; else what the member typed. */}
          <dd>{card.heightCm === null ? card.height : formatHeightCm(card.heightCm)}</dd>
          <dt>Place</dt>
          <dd>{placeOf(card)}</dd>
          <dt>Education</dt>
          <dd>{card.education}</dd>
          <dt>Work</dt>
          <dd>{card.working}</dd>
          <dt>Marital status</dt>
          <dd>{MARITAL_LABELS[card.maritalStatus]}</dd>
        </dl>
        {action}
      </div>
    </article>
  );
}
