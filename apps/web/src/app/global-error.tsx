'use client';

import { ErrorPanel } from '@/components/errors/error-panel';

/** The root layout itself failed: a bare French page (the layout, its header and theme, could not be rendered). */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="fr">
      <body style={{ margin: 0, fontFamily: 'system-ui, sans-serif' }}>
        <ErrorPanel digest={error.digest} onRetry={() => window.location.reload()} />
      </body>
    </html>
  );
}
