import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A page of the site's own (about, contact, FAQ…): its title, lead paragraph, then its content; `updated` says when its text was last checked. */
export function SitePageFrame({ title, lead, updated, children }: { title: string; lead: string; updated?: string; children: ReactNode }) {
  return (
    <Container maxWidth="md" component="article" sx={{ py: { xxxs: 3, md: 6 } }}>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      {updated ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {updated}
        </Typography>
      ) : null}
      <Typography sx={{ mb: 3, fontSize: '1.1rem' }}>{lead}</Typography>
      {children}
    </Container>
  );
}

/** A second-level heading of such a page. */
export function SitePageHeading({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <Typography variant="h2" id={id} sx={{ fontSize: '1.35rem', mt: 4, mb: 1.5 }}>
      {children}
    </Typography>
  );
}
