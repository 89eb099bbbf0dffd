import { applySpacing, type SpacingOptions } from './plain-spaces';

export interface FormatNumberFrOptions extends SpacingOptions {
  minimumFractionDigits?: number;
  /** Defaults to 3, as in `Intl`. */
  maximumFractionDigits?: number;
}

const defaultFormat = new Intl.NumberFormat('fr-FR');

/**
 * A number the French way: `1234567.5` → `1 234 567,5`. Digit groups are
 * separated by U+202F (narrow no-break space) as `Intl` does, or by U+00A0
 * with `{ plainSpaces: true }`.
 */
export function formatNumberFr(value: number | bigint, options?: FormatNumberFrOptions): string {
  const format =
    options?.minimumFractionDigits === undefined && options?.maximumFractionDigits === undefined
      ? defaultFormat
      : new Intl.NumberFormat('fr-FR', {
          minimumFractionDigits: options.minimumFractionDigits,
          maximumFractionDigits: options.maximumFractionDigits,
        });
  return applySpacing(format.format(value), options);
}
