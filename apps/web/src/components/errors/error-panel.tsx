'use client';

import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import errorPage from '@/locales/fr/error-page.json';
import { apiFailureFromDigest } from '@/lib/api/api-failure';

type Texts = { title: string; description: string };

function fill(template: string, count: number): string {
  return template.replace('{{count}}', String(count));
}

/** The French title and text for an error a page threw: a 429 with its seconds, an outage, a time-out, or anything else. */
export function errorTexts(digest: string | undefined): Texts & { kind: string } {
  const failure = apiFailureFromDigest(digest);
  const page = errorPage;
  if (failure?.kind === 'rate-limited') {
    const seconds = failure.retryAfterSeconds;
    return { kind: 'rate-limited', title: page.rateLimited.title, description: fill(seconds === 1 ? page.rateLimited.description : page.rateLimited.description_other, seconds) };
  }
  if (failure?.kind === 'unavailable') return { kind: 'unavailable', ...page.unavailable };
  if (failure?.kind === 'timeout') return { kind: 'timeout', ...page.timeout };
  return { kind: 'unexpected', ...page.unexpected };
}

/** What error.tsx and global-error.tsx show, in French (never Next's English default). */
export function ErrorPanel({ digest, onRetry }: { digest: string | undefined; onRetry: () => void }) {
  const texts = errorTexts(digest);
  return (
    <Container maxWidth="lg" sx={{ py: { xxxs: 4, md: 8 } }} data-testid="error-page" data-error-kind={texts.kind}>
      <Typography variant="h1" gutterBottom>
        {texts.title}
      </Typography>
      <Typography variant="body1" sx={{ mb: 3, maxWidth: '70ch' }}>
        {texts.description}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="contained" onClick={onRetry}>
          {errorPage.retry}
        </Button>
        <a href="/">{errorPage.homeLink}</a>
      </Stack>
    </Container>
  );
}
