import { AppLink } from '@/components/ui/app-link';
import { ApiRequestError } from '@/lib/api/api-request-error';
import { getGlossaryIndex } from '@/lib/content/content-api';
import { linkGlossaryTerms, type GlossaryTerm } from '@/lib/content/glossary-links';

/** The glossary's terms; none while the API cannot be reached (the text then shows without links). */
async function glossaryTerms(): Promise<GlossaryTerm[]> {
  try {
    return (await getGlossaryIndex()).flatMap((group) => group.terms.map((entry) => ({ term: entry.term ?? entry.title, path: entry.path })));
  } catch (error) {
    if (error instanceof ApiRequestError) return [];
    throw error;
  }
}

/**
 * A help text of the site (a locale string, never register data) with the first occurrence of each
 * glossary term linked to its definition.
 */
export async function GlossaryText({ text }: { text: string }) {
  const pieces = linkGlossaryTerms(text, await glossaryTerms());
  return (
    <>
      {pieces.map((piece, index) =>
        piece.href ? (
          <AppLink key={index} href={piece.href} prefetch={false}>
            {piece.text}
          </AppLink>
        ) : (
          piece.text
        ),
      )}
    </>
  );
}
