import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import texts from '../../locales/fr/director.json';
import { mandateDatesLabel } from './mandate-dates-label';

// The page's own French texts, interpolated as i18next does (this unit project has no `@/` alias
// to load the site's i18n instance); the cast stands for that one use.
const t = ((key: string, values: Record<string, string>) => {
  const [group, name] = key.split('.') as [keyof typeof texts, string];
  const template = (texts[group] as Record<string, string>)[name] ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, variable: string) => values[variable] ?? '');
}) as unknown as TFunction<'director'>;

describe('mandate dates in words', () => {
  it('says since when a running mandate runs, and from when to when an ended one ran', () => {
    expect(mandateDatesLabel({ start_date: '2015-03-01', end_date: null, is_current: true }, t)).toBe('depuis le 1er mars 2015');
    expect(mandateDatesLabel({ start_date: '2010-06-02', end_date: '2018-05-31', is_current: false }, t)).toBe('du 2 juin 2010 au 31 mai 2018');
    expect(mandateDatesLabel({ start_date: '2010-06-02', end_date: null, is_current: false }, t)).toBe('du 2 juin 2010');
    expect(mandateDatesLabel({ start_date: null, end_date: '2018-05-31', is_current: false }, t)).toBe("jusqu'au 31 mai 2018");
    expect(mandateDatesLabel({ start_date: null, end_date: null, is_current: true }, t)).toBe('dates non renseignées');
  });
});
