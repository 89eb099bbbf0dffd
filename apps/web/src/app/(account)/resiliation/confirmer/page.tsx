import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AuthPageFrame } from '@/components/auth/auth-page-frame';
import { PublicCancellationConfirm } from '@/components/billing/public-cancellation-confirm';
import { getT } from '@/i18n/get-t';

export function generateMetadata(): Metadata {
  return { title: getT('billing')('seo.publicCancel') };
}

/** /resiliation/confirmer (the mailed link). */
export default function Page() {
  return (
    <AuthPageFrame title={getT('billing')('cancel.publicConfirmTitle')}>
      <Suspense>
        <PublicCancellationConfirm />
      </Suspense>
    </AuthPageFrame>
  );
}
