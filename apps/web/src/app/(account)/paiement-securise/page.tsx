import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AuthPageFrame } from '@/components/auth/auth-page-frame';
import { PaymentPage } from '@/components/billing/payment-page';
import { getT } from '@/i18n/get-t';

export function generateMetadata(): Metadata {
  return { title: getT('billing')('seo.payment') };
}

/** /paiement-securise?pre_order=<id>: the payment funnel (SPECIFICATION §2). */
export default function SecurePaymentPage() {
  return (
    <AuthPageFrame title={getT('billing')('payment.title')}>
      <Suspense>
        <PaymentPage />
      </Suspense>
    </AuthPageFrame>
  );
}
