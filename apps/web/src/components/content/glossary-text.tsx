import { AppLink } from '@/components/ui/app-link';
import type { LinkedPiece } from '@/lib/content/glossary-links';

/** A help text of the site (a locale string, never register data) split into plain text and links to glossary terms. */
export function GlossaryText({ pieces }: { pieces: readonly LinkedPiece[] }) {
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
