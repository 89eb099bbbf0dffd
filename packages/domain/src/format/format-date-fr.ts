import { frenchMonthName } from './french-month-names';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const parisDateParts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

function parseDateOnly(value: string): CalendarDate | null {
  const match = DATE_ONLY.exec(value);
  if (!match) return null;
  const [, year, month, day] = match.map(Number);
  if (year === undefined || month === undefined || day === undefined) return null;
  const check = new Date(Date.UTC(2000, month - 1, day));
  check.setUTCFullYear(year);
  const isRealDay = check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
  return isRealDay ? { year, month, day } : null;
}

function parisCalendarDate(instant: Date): CalendarDate {
  const parts = parisDateParts.formatToParts(instant);
  const part = (type: 'year' | 'month' | 'day'): number =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/**
 * A date written out in French: `2021-03-05` → `5 mars 2021`, and the first of
 * the month as French typography wants it: `2021-03-01` → `1er mars 2021`.
 *
 * A calendar date (`YYYY-MM-DD`, as in Sirene and RNE files) is printed as is,
 * with no time-zone shift. A timestamp (ISO string with a time, or a `Date`) is an
 * instant: it is printed as the day it was in Europe/Paris
 * (`2021-03-04T23:30:00Z` → `5 mars 2021`).
 * Throws a `RangeError` for an invalid date (`2021-02-30`, `not a date`).
 */
export function formatDateFr(value: string | Date): string {
  let date: CalendarDate | null;
  if (typeof value === 'string' && DATE_ONLY.test(value)) {
    date = parseDateOnly(value);
  } else {
    const instant = typeof value === 'string' ? new Date(value) : value;
    date = Number.isNaN(instant.getTime()) ? null : parisCalendarDate(instant);
  }
  if (date === null) throw new RangeError(`Invalid date: ${String(value)}`);
  const day = date.day === 1 ? '1er' : String(date.day);
  return `${day} ${frenchMonthName(date.month)} ${date.year}`;
}
