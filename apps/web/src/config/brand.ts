/**
 * The brand shown to visitors. A second brand can be served (DESIGN.md: brand variant), so
 * components never spell the name out: they use `{{brand}}` in locale strings, filled from here.
 *
 * `NEXT_PUBLIC_` so the same value is inlined in client code when a client component needs it.
 */
const DEFAULT_BRAND_NAME = 'Registre Clair';

export interface Brand {
  readonly name: string;
}

export const brand: Brand = {
  name: process.env.NEXT_PUBLIC_BRAND_NAME?.trim() || DEFAULT_BRAND_NAME,
};
