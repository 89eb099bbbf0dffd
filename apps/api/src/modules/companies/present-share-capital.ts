import type { ShareCapital } from '@registre/domain';
import type { CapitalNoticeRow } from './announcements-queries';

/**
 * A BODACC amount (`"1524.49"`, `"1 000,50"`, `"7 622,45 EUR"`) in integer cents; null when the
 * text is not an amount.
 */
export function capitalCents(text: string | null): number | null {
  if (text === null) return null;
  const compact = text.replace(/[\s\u00A0\u202F]/g, '').replace(/(EUR|€)$/i, '').replace(',', '.');
  if (!/^\d{1,15}(\.\d{1,4})?$/.test(compact)) return null;
  return Math.round(Number(compact) * 100);
}

/** The current capital (RNE) and each change of it published in the BODACC, oldest first. */
export function presentShareCapital(
  current: { cents: number | null; currency: string | null },
  notices: readonly CapitalNoticeRow[],
): ShareCapital {
  const history: ShareCapital['history'] = [];
  for (const notice of notices) {
    const cents = capitalCents(notice.amount);
    if (cents === null) continue;
    const currency = notice.currency?.trim().toUpperCase() || 'EUR';
    const last = history.at(-1);
    if (last && last.amount_cents === cents && last.currency === currency) continue;
    history.push({ published_at: notice.published_at, amount_cents: cents, currency, source_id: notice.source_id });
  }
  return {
    current: current.cents === null ? null : { amount_cents: current.cents, currency: current.currency ?? 'EUR' },
    history,
  };
}
