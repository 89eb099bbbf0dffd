import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled section of a creation page. */
export function CreationSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ my: 4 }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.5rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Items as a bulleted or numbered list. */
export function TextList({ items, ordered = false }: { items: readonly string[]; ordered?: boolean }) {
  return (
    <Box component={ordered ? 'ol' : 'ul'} sx={{ pl: 3, m: 0, display: 'grid', gap: 0.75 }}>
      {items.map((item) => (
        <li key={item}>
          <Typography component="span">{item}</Typography>
        </li>
      ))}
    </Box>
  );
}

/** The sources of a page, as external links. */
export function SourceList({ sources }: { sources: readonly { label: string; url: string }[] }) {
  return (
    <Box component="ul" sx={{ pl: 3, m: 0, display: 'grid', gap: 0.5 }}>
      {sources.map((source) => (
        <li key={source.url}>
          <a href={source.url} rel="noopener" target="_blank">
            {source.label}
          </a>
        </li>
      ))}
    </Box>
  );
}
