// Success stories (docs/product-rules.md §34): what a story may hold, apart from the form's zod schema
// (story-form.ts), so that the pages which only show stories do not carry zod.

export const STORY_STATUSES = ["draft", "published"] as const;

export const STORY_LIMITS = {
  namesMin: 2,
  namesMax: 80,
  cityMax: 60,
  textMax: 1500,
  /** The first year a story may be about; the last is the current year. */
  firstYear: 2000,
} as const;

/** Published stories on one page of /stories; the home page shows the newest few. */
export const STORIES_PER_PAGE = 10;
export const STORIES_ON_HOME = 3;

/** A published story as visitors see it. */
export type ShownStory = {
  id: number;
  names: string;
  city: string | null;
  year: number;
  text: string;
  image: string | null;
};
