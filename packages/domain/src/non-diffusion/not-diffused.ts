/** The placeholder the specification shows instead of a non-diffusible value. */
export const ND = '[ND]';

export type NotDiffused = typeof ND;

/** True when `value` is the `[ND]` placeholder. */
export function isNotDiffused(value: unknown): value is NotDiffused {
  return value === ND;
}

/** `value` itself when the unit is diffusible, else the `[ND]` placeholder. */
export function orNotDiffused<T>(value: T, diffusible: boolean): T | NotDiffused {
  return diffusible ? value : ND;
}

/**
 * Reads Sirene's `statutDiffusionUniteLegale` / `statutDiffusionEtablissement`:
 * `O` (diffusible) → true; `P` (partially diffusible) and `N` (non-diffusible,
 * older files) → false. A missing or unknown code is treated as not diffusible,
 * so personal data is never shown by mistake.
 */
export function isDiffusible(statutDiffusion: string | null | undefined): boolean {
  return statutDiffusion?.trim().toUpperCase() === 'O';
}
