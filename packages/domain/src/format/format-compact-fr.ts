import { applySpacing, type SpacingOptions } from './plain-spaces';

const compactFormat = new Intl.NumberFormat('fr-FR', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * A short French magnitude with at most one decimal: `1500` → `1,5 k`,
 * `12_500_000` → `12,5 M`, `124e9` → `124 Md`, `1e12` → `1 Bn`; numbers under
 * 1000 are unchanged. The unit follows a no-break space.
 */
export function formatCompactFr(value: number | bigint, options?: SpacingOptions): string {
  return applySpacing(compactFormat.format(value), options);
}
