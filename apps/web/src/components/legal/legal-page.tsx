import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export interface LegalSection {
  heading: string;
  /** An empty paragraph (an optional value that is not configured) is left out. */
  paragraphs: string[];
}

/** A legal page: its title, last update and numbered sections (server component). */
export function LegalPage({ title, updated, sections }: { title: string; updated: string; sections: LegalSection[] }) {
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
              {paragraph}
            </Typography>
          ))}
        </section>
      ))}
    </Container>
  );
}
