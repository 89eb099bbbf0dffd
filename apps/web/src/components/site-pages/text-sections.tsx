import Typography from '@mui/material/Typography';
import { SitePageHeading } from './site-page-frame';

export interface TextSection {
  heading: string;
  paragraphs: string[];
}

/** Sections of plain text: a heading and its paragraphs each. */
export function TextSections({ sections }: { sections: readonly TextSection[] }) {
  return sections.map((section) => (
    <section key={section.heading}>
      <SitePageHeading>{section.heading}</SitePageHeading>
      {section.paragraphs.map((paragraph) => (
        <Typography key={paragraph} sx={{ mb: 1.5 }}>
          {paragraph}
        </Typography>
      ))}
    </section>
  ));
}
