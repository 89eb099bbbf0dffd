import { formatNumberFr, type SiteStatistics } from '@registre/domain';
import { getT } from '@/i18n/get-t';
import { ClientHeaderCounters } from './client-header-counters';
import { CountersList, HEADER_COUNTERS, type HeaderCounter } from './counters-list';

function perCounter(value: (name: HeaderCounter) => string): Record<HeaderCounter, string> {
  return Object.fromEntries(HEADER_COUNTERS.map((name) => [name, value(name)])) as Record<HeaderCounter, string>;
}

/**
 * The four header counters (SPECIFICATION §2), French number format: rendered by the server
 * from `GET /api/statistics` (revalidated), or read by the browser when the server had none.
 */
export function HeaderCounters({ statistics }: { statistics: SiteStatistics | null }) {
  const t = getT('header');
  const label = t('counters.label');
  const labels = perCounter((name) => t(`counters.${name}`));
  if (statistics === null) return <ClientHeaderCounters label={label} labels={labels} />;
  return <CountersList label={label} labels={labels} values={perCounter((name) => formatNumberFr(statistics[name]))} />;
}
