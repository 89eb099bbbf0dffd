import { LETTER_GROUPS, templatesOfGroup } from '@registre/domain';
import type { CatalogueGroup, CatalogueSearchTexts } from '@/components/letters/catalogue-search';
import { getT } from '@/i18n/get-t';

/** The catalogue as the pages show it: each group with its templates' titles and summaries (what the browser needs, no more). */
export function catalogueGroups(): CatalogueGroup[] {
  return LETTER_GROUPS.map((group) => ({
    slug: group.slug,
    title: group.title,
    description: group.description,
    templates: templatesOfGroup(group.id).map((template) => ({ id: template.id, title: template.title, summary: template.summary })),
  }));
}

/** The search's texts, in French, for the client component. */
export function catalogueSearchTexts(): CatalogueSearchTexts {
  const t = getT('letters');
  return {
    searchLabel: t('catalogue.searchLabel'),
    searchPlaceholder: t('catalogue.searchPlaceholder'),
    noMatch: t('catalogue.noMatch', { query: '{{query}}', interpolation: { escapeValue: false } }),
    open: t('catalogue.open'),
    countOne: t('catalogue.count', { count: 1 }).replace('1', '{{count}}'),
    countOther: t('catalogue.count', { count: 2 }).replace('2', '{{count}}'),
  };
}
