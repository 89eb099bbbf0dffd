import { formatDateFr, formatNumberFr, type DataHubList } from '@registre/domain';
import { getT } from '@/i18n/get-t';

/** A list's title: its kind, and for the lists of one department, region or sector, that place or sector. */
export function dataHubListTitle(list: DataHubList): string {
  const t = getT('data-hub');
  const scope = list.scope ? { scope: list.scope.label, code: list.scope.code } : { scope: '', code: '' };
  if (list.kind === 'creations') return list.scope ? t('titles.creationsIn', scope) : t('titles.creations');
  return t(`titles.${list.kind}`, scope);
}

/** A list's criteria in words, with the days it covers. */
export function dataHubListCriteria(list: DataHubList): string {
  const t = getT('data-hub');
  const values = {
    scope: list.scope?.label ?? '',
    code: list.scope?.code ?? '',
    from: list.period ? formatDateFr(list.period.from) : '',
    to: list.period ? formatDateFr(list.period.to) : '',
  };
  if (list.kind === 'creations') return list.scope ? t('criteria.creationsIn', values) : t('criteria.creations', values);
  return t(`criteria.${list.kind}`, values);
}

/** "1 234 entreprises". */
export function dataHubCount(count: number): string {
  return getT('data-hub')('count', { count, formatted: formatNumberFr(count) });
}
