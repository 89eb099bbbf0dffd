'use client';

import type { ReactNode } from 'react';
import { useHasAccess } from '@/lib/billing/use-has-access';

/** An offer of the discovery access (its banner): shown to visitors, never to anyone who already has access. */
export function OfferForVisitors({ children }: { children: ReactNode }) {
  return useHasAccess() === true ? null : children;
}
