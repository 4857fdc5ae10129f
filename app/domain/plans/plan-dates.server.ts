import { formatPlanDate } from "~/forms/plans";

// The calendar of plans (docs/product-rules.md §35): a plan runs from the start of a day to the start of the
// same day some months later, by the community's clock (India, UTC+05:30, which has no daylight saving).

const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** "2026-11-24": a moment's date in India. */
export const indiaDate = (at: Date): string => new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);

/** Whether text is a real date written YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The first moment of a date (YYYY-MM-DD) in India. */
export const startOfIndiaDay = (date: string): Date => new Date(Date.parse(`${date}T00:00:00Z`) - INDIA_OFFSET_MS);

/**
 * The start of the day `months` later in India; a day the month lacks becomes its last day (31 August plus
 * 6 months is 28 or 29 February).
 */
export function addMonths(startOfDay: Date, months: number): Date {
  const [year, month, day] = indiaDate(startOfDay).split("-").map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return startOfIndiaDay(target.toISOString().slice(0, 10));
}

/** The first day a plan ending at `endsAt` no longer covers: the earliest start of the next one. */
export const firstDayAfter = (endsAt: Date): string => formatPlanDate(endsAt);
