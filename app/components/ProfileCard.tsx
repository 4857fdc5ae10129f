import { Link } from "react-router";
import type { ReactNode } from "react";
import type { ProfileCard as Card } from "~/domain/listing/listing.server";
import { cardAnchor, memberCode } from "~/forms/member-id";
import { MARITAL_LABELS } from "~/forms/profile-options";
import { AgeFact } from "./AgeFact";
import { CARD_PHOTO_PX, CARD_PHOTO_SIZES } from "./card-photo";
import { MemberPhoto } from "./MemberPhoto";
import { PlanBadge } from "./PlanBadge";
import { heightPhrase, say } from "~/forms/phrase";
import { useT } from "./translate";
import { BadgeNote, CardBadges } from "./VerificationBadges";

/**
 * "Delhi", or "Patna, Bihar": the state is left out where it only repeats the city; null before the member gives
 * an address on "Complete your profile" (docs/product-rules.md §3).
 */
function placeOf({ city, state }: Card): string | null {
  if (!city || !state) return city ?? state;
  return city.toLowerCase() === state.toLowerCase() ? city : `${city}, ${state}`;
}

/**
 * A listing card (docs/product-rules.md §2): User ID, name, age, height, city and state, education, work,
 * marital status, the badges that say what was checked (§39) and a paid plan's badge (§35). Never contact
 * details. `action` is what the viewer can do with the card (Save and Connect on the listing and the matches,
 * Remove on the shortlist), on the foot of the photo. The facts are a list of labelled values read out with
 * their labels; on screen they run as short lines ("27 yrs · 5 ft 4 in (163 cm)"), so that on a phone five
 * cards or more fit on the screen (issue 19).
 */
export function ProfileCard({ card, href, action }: { card: Card; href: string; action?: ReactNode }) {
  const t = useT();
  const place = placeOf(card);
  return (
    // Its id is the anchor a card's Connect comes back to without JavaScript.
    <article className="profile-card" id={cardAnchor(card.publicId)}>
      <div className="profile-card__media">
        <Link to={href} className="profile-card__photo" aria-label={t("profileCard.see", { name: card.fullName })}>
          <MemberPhoto
            image={card.image}
            afterConnecting={card.photoAfterConnecting}
            size={CARD_PHOTO_PX}
            sizes={CARD_PHOTO_SIZES}
          />
        </Link>
        {action}
      </div>
      <div className="profile-card__body">
        {/* h2: the cards come straight under the page's h1. */}
        <h2>
          <bdi>{card.fullName}</bdi>
          <PlanBadge plan={card.plan} inline />
        </h2>
        <dl className="card-facts">
          <div>
            <AgeFact age={card.age} />
            {card.height !== null && (
              <>
                <dt>{t("profileCard.height")}</dt>
                {/* The centimetres when the typed height could be read; else what the member typed. */}
                <dd>{card.heightCm === null ? <bdi>{card.height}</bdi> : say(t, heightPhrase(card.heightCm))}</dd>
              </>
            )}
          </div>
          {/* What the member typed: never translated (translate="no" tells a browser's translator too), and in
              its own direction on an Urdu page. A fact not given yet is left out, not shown empty. */}
          {place !== null && (
            <div>
              <dt>{t("profileCard.place")}</dt>
              <dd>
                <bdi translate="no">{place}</bdi>
              </dd>
            </div>
          )}
          {(card.education !== null || card.working !== null) && (
            <div>
              {card.education !== null && (
                <>
                  <dt>{t("profileCard.education")}</dt>
                  <dd>
                    <bdi translate="no">{card.education}</bdi>
                  </dd>
                </>
              )}
              {card.working !== null && (
                <>
                  <dt>{t("profileCard.work")}</dt>
                  <dd>
                    <bdi translate="no">{card.working}</bdi>
                  </dd>
                </>
              )}
            </div>
          )}
          <div>
            <dt>{t("profileCard.userId")}</dt>
            <dd>
              <bdi dir="ltr">{memberCode(card.unqId)}</bdi>
            </dd>
            {card.maritalStatus !== null && (
              <>
                <dt>{t("profileCard.maritalStatus")}</dt>
                <dd>{t(MARITAL_LABELS[card.maritalStatus])}</dd>
              </>
            )}
          </div>
        </dl>
        <CardBadges badges={card.badges} />
      </div>
    </article>
  );
}

/**
 * Members' cards as the listing lays them out (a row each on a phone, a grid from 48rem), each leading to the
 * member's profile, with what the viewer can do with each (`action`: Save, Remove, or nothing); above them, that
 * a profile without a badge was not checked (§39).
 */
export function ProfileCardGrid({ cards, action }: { cards: Card[]; action?: (card: Card) => ReactNode }) {
  return (
    <>
      <BadgeNote />
      <div className="profile-grid">
        {cards.map((card) => (
          <ProfileCard
            key={card.publicId}
            card={card}
            href={`/InnerProfile/${card.publicId}`}
            action={action?.(card)}
          />
        ))}
      </div>
    </>
  );
}
