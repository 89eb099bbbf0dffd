import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AuthPageFrame } from '@/components/auth/auth-page-frame';
import { PublicCancellation } from '@/components/billing/public-cancellation';
import { getT } from '@/i18n/get-t';

export function generateMetadata(): Metadata {
  return { title: getT('billing')('seo.publicCancel') };
}

/** /resiliation (public cancellation, no sign-in). */
export default function Page() {
  return (
    <AuthPageFrame title={getT('billing')('cancel.publicTitle')}>
      <Suspense>
        <PublicCancellation />
      </Suspense>
    </AuthPageFrame>
  );
}
