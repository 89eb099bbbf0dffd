import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { AppLink } from '@/components/ui/app-link';

export interface LegalSection {
  heading: string;
  /** An empty paragraph (an optional value that is not configured) is left out. */
  paragraphs: string[];
}

/** A page of the site a legal text names, linked where the text names it (`« Résilier un abonnement »` → /resiliation). */
export interface NamedPageLink {
  name: string;
  href: string;
}

/** The paragraph with each named page it mentions as a link. */
function linkedParagraph(paragraph: string, links: readonly NamedPageLink[]): Array<string | ReactElement> {
  let parts: Array<string | ReactElement> = [paragraph];
  for (const link of links) {
    parts = parts.flatMap((part) =>
      typeof part !== 'string'
        ? [part]
        : part.split(link.name).flatMap((piece, index) => (index === 0 ? [piece] : [<AppLink key={`${link.href}-${index}`} href={link.href}>{link.name}</AppLink>, piece])),
    );
  }
  return parts;
}

/** A legal page: its title, last update and numbered sections (server component); `links` makes the pages the text names clickable. */
export function LegalPage({ title, updated, sections, links = [] }: { title: string; updated: string; sections: LegalSection[]; links?: readonly NamedPageLink[] }) {
  return (
    <Container maxWidth="md" component="article" sx={{ py: { xxxs: 3, md: 6 } }}>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {updated}
      </Typography>
      {sections.map((section, index) => (
        <section key={section.heading}>
          <Typography variant="h2" sx={{ fontSize: '1.3rem', mt: 3, mb: 1 }}>
            {`${index + 1}. ${section.heading}`}
          </Typography>
          {section.paragraphs.filter((paragraph) => paragraph.trim() !== '').map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 1.5 }}>
              {linkedParagraph(paragraph, links)}
            </Typography>
          ))}
        </section>
      ))}
    </Container>
  );
}
