const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `value` when it is a real calendar date written `YYYY-MM-DD`, else null (stored JSON is not trusted). */
export function isoDateOrNull(value: string | null | undefined): string | null {
  const match = value ? ISO_DATE.exec(value.trim()) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? (match[0] as string) : null;
}
