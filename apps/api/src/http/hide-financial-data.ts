import type { IncomingHttpHeaders } from 'node:http';

/** Request header by which a caller asks for answers without turnover, results or ratios. */
export const HIDE_FINANCIAL_DATA_HEADER = 'hide-financial-data';

/** True when the request carries `hide-financial-data` with any value but `false` or `0`. */
export function hidesFinancialData(headers: IncomingHttpHeaders): boolean {
  const value = headers[HIDE_FINANCIAL_DATA_HEADER];
  if (value === undefined) return false;
  const text = (Array.isArray(value) ? value[0] : value)?.trim().toLowerCase() ?? '';
  return text !== 'false' && text !== '0';
}
