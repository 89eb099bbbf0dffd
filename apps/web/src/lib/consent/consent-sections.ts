import { brand } from '@/config/brand';
import consentTexts from '@/locales/fr/consent.json';
import type { ConsentCategory } from './consent-record';

/** One cookie of a dialog table (SPECIFICATION §3). */
export interface CookieEntry {
  readonly name: string;
  readonly description: string;
  readonly expiration: string;
  readonly type: string;
}

/** A dialog section (SPECIFICATION §3): `content` maps a group name to its cookies. */
export interface ConsentSection {
  readonly name: ConsentCategory;
  readonly title: string;
  readonly description: string;
  readonly isNotSelectable: boolean;
  readonly isDisabled: boolean;
  readonly content: Readonly<Record<string, readonly CookieEntry[]>>;
}

type SectionTexts = (typeof consentTexts.sections)[ConsentCategory];

function section(name: ConsentCategory, locked: boolean): ConsentSection {
  const texts: SectionTexts = consentTexts.sections[name];
  const groups = Object.values(texts.groups as Record<string, { name: string; cookies: CookieEntry[] }>);
  return {
    name,
    title: texts.title,
    description: texts.description,
    // Essentials cannot be switched off (SPECIFICATION §5).
    isNotSelectable: locked,
    isDisabled: locked,
    content: Object.fromEntries(groups.map((group) => [group.name.replaceAll('{{brand}}', brand.name), group.cookies])),
  };
}

/** The dialog's sections, in display order. */
export const CONSENT_SECTIONS: readonly ConsentSection[] = [
  section('essentials', true),
  section('statistics', false),
  section('marketing', false),
  section('unknown', false),
];
