import { formatMonthYearFr } from '@registre/domain';

/** A register birth date (`1970-04` or `1970`) in French: `avril 1970`, or `1970` when the month is unknown. */
export function monthYearLabel(value: string): string {
  const [year, month] = value.split('-').map(Number);
  if (year === undefined) return value;
  return month === undefined ? String(year) : formatMonthYearFr(year, month);
}
