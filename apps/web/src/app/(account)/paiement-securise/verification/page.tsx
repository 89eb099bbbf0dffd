import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AuthPageFrame } from '@/components/auth/auth-page-frame';
import { PaymentChallenge } from '@/components/billing/payment-challenge';
import { getT } from '@/i18n/get-t';

export function generateMetadata(): Metadata {
  return { title: getT('billing')('seo.payment') };
}

/** /paiement-securise/verification?payment=<id>: the strong-authentication step. */
export default function PaymentVerificationPage() {
  return (
    <AuthPageFrame title={getT('billing')('payment.challengeTitle')}>
      <Suspense>
        <PaymentChallenge />
      </Suspense>
    </AuthPageFrame>
  );
}
