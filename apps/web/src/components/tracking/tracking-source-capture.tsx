'use client';

import { useEffect } from 'react';
import { captureTrackingSource } from '@/lib/tracking/tracking-source';

/** Remembers the landing URL's click identifier (gclid, fbclid...), once per page load. */
export function TrackingSourceCapture() {
  useEffect(() => {
    captureTrackingSource(window.location.search);
  }, []);
  return null;
}
