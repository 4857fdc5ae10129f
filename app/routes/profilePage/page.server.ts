import { data, type LoaderFunctionArgs } from "react-router";
import type { ProfileCard as Card } from "~/domain/listing/listing.server";
import type { CardChoices } from "~/components/CardActions";
import { listVisitorPage, type VisitorPageCard } from "~/domain/listing/visitor-cards.server";
import { listPlaces } from "~/domain/listing/places.server";
import { searchProfiles, wideningsOf, type SearchOrder } from "~/domain/listing/search.server";
import { savedAmong } from "~/domain/listing/shortlist.server";
import { translateMessage } from "~/domain/site/translations.server";
import { getViewer } from "~/web/auth.server";
import { pageI18n, requestLanguage } from "~/web/language.server";
import { oppositeGender, type Viewer } from "~/domain/accounts/member";
import { fieldErrorsOf } from "~/forms/issues";
import { listingFilterSchema, listingQueryOf, type ListingQuery } from "~/forms/listing";
import { memberCode } from "~/forms/member-id";
import { pageUrl } from "~/web/page-url.server";
import { cardPairs } from "~/web/card-pairs.server";
import { CARD_CHOICE_WORDS, CARD_WORDS } from "~/web/card-words.server";

// The listing's loader (docs/product-rules.md §2): the search, the cards a visitor or a member may see.

/**
 * The words the listing shows (the search, the cards), by area: a page carries them twice (text and hydration data),
 * and the member's listing's HTML is what a slow phone waits for before its first paint (Lighthouse, README "Page
 * quality"). A visitor's cards offer registration, a member's Save and Connect; the widening hints come with an
 * empty result only. A new component on this page adds its area here.
 */
const LISTING_WORDS = [
  ...CARD_WORDS,
  ...(["listing", "pager", "searchChips", "searchFilters"] as const).map((area) => `profiles/${area}` as const),
] as const;
const MEMBER_LISTING_WORDS = [...CARD_CHOICE_WORDS, "member/matchAlert"] as const;
const VISITOR_LISTING_WORDS = ["profiles/registerOffer"] as const;

export async function listingLoader({ request }: LoaderFunctionArgs) {
  const viewer = await getViewer(request);
  const language = await requestLanguage(request, viewer);
  const params = pageUrl(request).searchParams;
  // The search form's fields as sent, to refill the form; blank ones mean "any" (docs/product-rules.md §2).
  // Read in the loader, so the schema stays out of the browser's bundle.
  const fields = Object.keys(listingFilterSchema.shape).filter((name) => name !== "page");
  const values = Object.fromEntries(fields.map((name) => [name, params.get(name) ?? ""]));
  const filtered = fields.some((name) => values[name].trim() !== "");
  const parsed = listingFilterSchema.safeParse(Object.fromEntries(params));
  const wordsFor = (empty: boolean) =>
    pageI18n(
      request,
      ...LISTING_WORDS,
      ...(viewer ? MEMBER_LISTING_WORDS : VISITOR_LISTING_WORDS),
      ...(empty ? (["profiles/noResults"] as const) : []),
    );
  const page = {
    signedIn: viewer !== null,
    fixedGender: viewer ? oppositeGender(viewer.gender) : null,
    places: listPlaces(),
    values,
  };
  const headers = { "Cache-Control": viewer ? "private, no-store" : "no-cache" };
  // A refused filter lists nobody: a list that ignored it would look like its answer.
  if (!parsed.success) {
    // The schema speaks English (the API's answers keep it); the page says it in the reader's language.
    const errors = Object.fromEntries(
      Object.entries(fieldErrorsOf(parsed.error.issues)).map(([name, messages]) => [
        name,
        messages.map((message) => translateMessage(language, message)),
      ]),
    );
    // The filter's own message first, then the sentence around it (whose pattern keeps a value as it comes).
    const issue = translateMessage(language, parsed.error.issues[0].message);
    const problem = translateMessage(language, `Please check the filters: ${issue}.`);
    return data(
      {
        ...page,
        i18n: await wordsFor(false),
        errors,
        problem,
        listing: null,
        ...NO_CARDS,
        choices: NO_CHOICES,
        missingId: null,
        widenings: [],
        filtered,
      },
      { headers },
    );
  }
  const query = listingQueryOf(parsed.data);
  const { listing, memberCards, visitorCards } = cardsFor(viewer, query, parsed.data.sort, params.get("card"));
  const empty = listing.total === 0;
  const missingId = empty && query.unqId !== undefined ? memberCode(query.unqId) : null;
  const widenings = empty && !missingId ? wideningsOf(viewer, query) : [];
  // Which cards on this page the member saved (their Save buttons show Saved) and where they stand with each
  // (their Connect): a query each for the whole page, not one per card (issue 43).
  const choices = viewer
    ? { saved: savedAmong(viewer, memberCards), pairs: cardPairs(viewer, memberCards) }
    : NO_CHOICES;
  return data(
    {
      ...page,
      i18n: await wordsFor(empty),
      errors: {},
      problem: null,
      listing,
      memberCards,
      visitorCards,
      choices,
      missingId,
      widenings,
      filtered,
    },
    { headers },
  );
}

const NO_CARDS = { memberCards: [] as Card[], visitorCards: [] as VisitorPageCard[] };
const NO_CHOICES: CardChoices = { saved: [], pairs: {} };

/**
 * A visitor gets visitors' cards, a type without full names or ids, the way to the member sealed (§6), `offered`
 * the card whose registration offer is open; a member the full cards.
 */
function cardsFor(viewer: Viewer | null, query: ListingQuery, sort: SearchOrder | undefined, offered: string | null) {
  if (viewer) {
    const { cards, ...listing } = searchProfiles(viewer, query, sort);
    return { ...NO_CARDS, listing, memberCards: cards };
  }
  const { cards, ...listing } = listVisitorPage(query, offered);
  return { ...NO_CARDS, listing, visitorCards: cards };
}
