import { ApiRequestError } from '@/lib/api/api-request-error';
import { getGlossaryIndex } from './content-api';
import type { GlossaryTerm } from './glossary-links';

/** The glossary's terms with their pages; none while the API cannot be reached (help texts then show without links). */
export async function glossaryTerms(): Promise<GlossaryTerm[]> {
  try {
    return (await getGlossaryIndex()).flatMap((group) => group.terms.map((entry) => ({ term: entry.term ?? entry.title, path: entry.path })));
  } catch (error) {
    if (error instanceof ApiRequestError) return [];
    throw error;
  }
}
