// How wide a listing card shows its photo (app/styles/global.css, "Listing cards"): 88px at the start of a
// phone's compact card, the card's whole width (at most about 16rem) in the desktop grid. The browser reads
// `sizes` before the style sheet, so the two are kept in step here.
export const CARD_PHOTO_PX = 88;
export const CARD_PHOTO_SIZES = `(min-width: 48rem) 16rem, ${CARD_PHOTO_PX}px`;
