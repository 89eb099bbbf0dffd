import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AuthPageFrame } from '@/components/auth/auth-page-frame';
import { PaymentSuccess } from '@/components/billing/payment-success';
import { contactEmail } from '@/config/contact';
import { getT } from '@/i18n/get-t';

export function generateMetadata(): Metadata {
  return { title: getT('billing')('seo.success') };
}

/** /successful-payment?pre_order=<id>: confirmation, then the pre-ordered document downloads by itself. */
export default function SuccessPage() {
  return (
    <AuthPageFrame title={getT('billing')('success.title')}>
      <Suspense>
        <PaymentSuccess supportEmail={contactEmail} />
      </Suspense>
    </AuthPageFrame>
  );
}
