/**
 * Dates as day numbers (days since 1970-01-01, UTC) with precomputed 'YYYY-MM-DD' strings, so that
 * writing millions of dates is an array lookup rather than a Date object and a format call.
 */

const MS_PER_DAY = 86_400_000;

/** Day number of a calendar date. */
export function dayOf(year: number, month: number, day: number): number {
  return Math.floor(Date.UTC(year, month - 1, day) / MS_PER_DAY);
}

/** First and last day the tables cover (associations go back to 1901; companies are formed for 99 years). */
export const FIRST_DAY = dayOf(1900, 1, 1);
export const LAST_DAY = dayOf(2130, 12, 31);

/**
 * "Today" for the synthetic register: the day the extraction is supposed to be taken. A constant,
 * not the clock, so that a seed always gives the same files.
 */
export const REFERENCE_DAY = dayOf(2025, 12, 31);
export const REFERENCE_YEAR = 2025;

/** The BODACC open dataset starts in 2008: no announcement is published before. */
export const BODACC_FIRST_DAY = dayOf(2008, 1, 2);

const COUNT = LAST_DAY - FIRST_DAY + 1;
const ISO = new Array<string>(COUNT);
const YEARS = new Int16Array(COUNT);
const MONTHS = new Int8Array(COUNT);
const WEEKDAYS = new Int8Array(COUNT); // 0 Sunday … 6 Saturday
const ISSUES = new Int16Array(COUNT); // rank of the day among the year's Monday–Friday

{
  let issue = 0;
  let year = 0;
  for (let i = 0; i < COUNT; i++) {
    const date = new Date((FIRST_DAY + i) * MS_PER_DAY);
    const y = date.getUTCFullYear();
    const m = date.getUTCMonth() + 1;
    const d = date.getUTCDate();
    ISO[i] = `${y}-${m < 10 ? '0' : ''}${m}-${d < 10 ? '0' : ''}${d}`;
    YEARS[i] = y;
    MONTHS[i] = m;
    const weekday = date.getUTCDay();
    WEEKDAYS[i] = weekday;
    if (y !== year) {
      year = y;
      issue = 0;
    }
    if (weekday !== 0 && weekday !== 6) issue++;
    ISSUES[i] = issue;
  }
}

function index(day: number): number {
  const i = day - FIRST_DAY;
  if (!(i >= 0 && i < COUNT)) throw new RangeError(`day ${day} is outside ${ISO[0]}…${ISO[COUNT - 1]}`);
  return i;
}

/** 'YYYY-MM-DD'. */
export function formatDay(day: number): string {
  return ISO[index(day)] as string;
}

export function yearOf(day: number): number {
  return YEARS[index(day)] as number;
}

export function monthOf(day: number): number {
  return MONTHS[index(day)] as number;
}

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(day: number): number {
  return WEEKDAYS[index(day)] as number;
}

/** The same day, or the next Monday when it falls on a weekend (publication days). */
export function nextWorkingDay(day: number): number {
  const weekday = weekdayOf(day);
  return weekday === 6 ? day + 2 : weekday === 0 ? day + 1 : day;
}

/** Rank of a working day within its year (1 for the first Monday–Friday of January): a BODACC issue number. */
export function workingDayRank(day: number): number {
  return ISSUES[index(day)] as number;
}

const TWO_DIGITS = Array.from({ length: 60 }, (_, i) => (i < 10 ? `0${i}` : String(i)));

/** 'YYYY-MM-DDTHH:MM:SS' as in Sirene's dateDernierTraitement columns. */
export function formatTimestamp(day: number, secondOfDay: number): string {
  const h = Math.floor(secondOfDay / 3600);
  const m = Math.floor((secondOfDay % 3600) / 60);
  const s = secondOfDay % 60;
  return `${formatDay(day)}T${TWO_DIGITS[h]}:${TWO_DIGITS[m]}:${TWO_DIGITS[s]}`;
}

/** 'YYYY-MM-DDTHH:MM:SS+01:00' / '+02:00' (Paris offset, as the RNE API writes its timestamps). */
export function formatParisTimestamp(day: number, secondOfDay: number): string {
  const month = monthOf(day);
  // Summer time runs from the last Sunday of March to the last Sunday of October; to the month is
  // close enough for synthetic timestamps.
  const offset = month >= 4 && month <= 10 ? '+02:00' : '+01:00';
  return `${formatTimestamp(day, secondOfDay)}${offset}`;
}
