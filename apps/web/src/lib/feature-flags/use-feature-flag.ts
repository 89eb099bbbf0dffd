'use client';

import { useEffect, useState } from 'react';
import { runtimeApiGet } from '@/lib/runtime-config/runtime-api';
import { featureFlagPath, featureFlagStateFrom, initialFeatureFlagState, type FeatureFlagName, type FeatureFlagState } from './feature-flag-state';

/**
 * A feature flag read from the API once per mount (flags are switched at any time with
 * `npm run features`, never cached): inactive and loading at first, then the API's answer; a
 * failed call leaves it inactive.
 */
export function useFeatureFlag(name: FeatureFlagName): FeatureFlagState {
  const [state, setState] = useState<FeatureFlagState>(() => initialFeatureFlagState(name));

  useEffect(() => {
    const controller = new AbortController();
    runtimeApiGet(featureFlagPath(name), controller.signal)
      .then(({ status, body }) => setState(featureFlagStateFrom(name, status, body)))
      .catch(() => {
        if (!controller.signal.aborted) setState({ name, active: false, loading: false });
      });
    return () => controller.abort();
  }, [name]);

  return state;
}
