'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { probeAccess } from './access-probe';

/**
 * Whether the visitor has access (null until the API answered): asked again on every page the
 * visitor moves to, so paying or cancelling shows at once in the header that stays mounted.
 */
export function useHasAccess(): boolean | null {
  const [access, setAccess] = useState<boolean | null>(null);
  const pathname = usePathname();
  useEffect(() => {
    let live = true;
    void probeAccess().then((answer) => live && setAccess(answer));
    return () => {
      live = false;
    };
  }, [pathname]);
  return access;
}
