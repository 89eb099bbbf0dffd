import { cache } from 'react';
import { getT } from '@/i18n/get-t';
import { i18nInstance } from '@/i18n/i18n-instance';
import { LOCALE } from '@/i18n/locale';
import { linkGlossaryTermsOnPage, type LinkedPiece } from '@/lib/content/glossary-links';
import { glossaryTerms } from '@/lib/content/glossary-terms';
import { companyHelpKeys } from './company-help-keys';
import { translateKey } from './translate-key';

/** Whether `company:` has this key. */
export function companyKeyExists(key: string): boolean {
  return i18nInstance.exists(key, { lng: LOCALE, ns: 'company' });
}

/**
 * The company page's help texts split into plain text and glossary links, once per request: a term
 * is linked at its first occurrence on the page, whichever section that is in. Only locale texts go
 * through here, never register data.
 */
export const companyHelpPieces = cache(async (): Promise<ReadonlyMap<string, LinkedPiece[]>> => {
  const t = getT('company');
  const keys = companyHelpKeys(companyKeyExists);
  const linked = linkGlossaryTermsOnPage(
    keys.map((key) => translateKey(t, key, '')),
    await glossaryTerms(),
  );
  return new Map(keys.map((key, index) => [key, linked[index] ?? []]));
});
