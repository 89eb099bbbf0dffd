import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The frame of an account page (server component): a narrow card with the page's heading. */
export function AuthPageFrame({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xxxs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xxxs: 2, sm: 4 } }}>
        <Typography variant="h1" gutterBottom>
          {title}
        </Typography>
        {intro ? (
          <Typography variant="body1" color="text.secondary" sx={{ mb: 3 }}>
            {intro}
          </Typography>
        ) : null}
        {children}
      </Paper>
    </Container>
  );
}
