import { LETTER_GROUPS, templatesOfGroup } from '@registre/domain';
import type { CatalogueGroup } from '@/components/letters/catalogue-search';

/** The catalogue as the pages show it: each group with its templates' titles and summaries (what the browser needs, no more). */
export function catalogueGroups(): CatalogueGroup[] {
  return LETTER_GROUPS.map((group) => ({
    slug: group.slug,
    title: group.title,
    description: group.description,
    templates: templatesOfGroup(group.id).map((template) => ({ id: template.id, title: template.title, summary: template.summary })),
  }));
}
