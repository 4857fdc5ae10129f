import { Link } from "react-router";
import { useEffect, useRef } from "react";
import type { VisitorPageCard } from "~/domain/listing/visitor-cards.server";
import { AgeFact } from "./AgeFact";
import { CARD_PHOTO_PX, CARD_PHOTO_SIZES } from "./card-photo";
import { MemberPhoto } from "./MemberPhoto";
import { RegisterOffer, useInPlaceLink } from "./RegisterOffer";
import { useT } from "./translate";

/**
 * A card of the public listing (docs/product-rules.md §6): first name and family-name initial, age, state
 * and work, and a photo only when its owner shows it to everyone. Opening it offers registration in place,
 * under the card (`offered`). Laid out as the members' cards are (ProfileCard).
 */
export function VisitorProfileCard({
  id,
  card,
  openTo,
  closeTo,
  offered,
}: {
  /** The card's anchor: a page loaded without JavaScript comes back scrolled to it. */
  id: string;
  card: VisitorPageCard;
  openTo: string;
  closeTo: string;
  offered: boolean;
}) {
  const t = useT();
  const open = useInPlaceLink(openTo, false);
  const photoLink = useRef<HTMLAnchorElement>(null);
  // The offer closed with the focus in it (now lost to the page): the focus goes back to the card's link. Not when
  // another card's offer opened instead, which has the focus.
  const wasOffered = useRef(offered);
  useEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (wasOffered.current && !offered && lost) photoLink.current?.focus({ preventScroll: true });
    wasOffered.current = offered;
  }, [offered]);

  return (
    <article className="profile-card" id={id}>
      <div className="profile-card__media">
        <Link
          to={openTo}
          onClick={open}
          ref={photoLink}
          className="profile-card__photo"
          aria-label={t("profileCard.see", { name: card.name })}
          aria-expanded={offered}
        >
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
      {offered && (
        <RegisterOffer gender={card.gender} loginTo={`/profilePage/card/${card.sealedMember}`} closeTo={closeTo} />
      )}
    </article>
  );
}
