import { CompanyHistoryList } from '@/components/following/company-history-list';
import { getT } from '@/i18n/get-t';
import { CompanySection } from './company-section';

/** "Historique des modifications" for every company, followed or not (the list itself loads in the browser). */
export function HistorySection({ siren }: { siren: string }) {
  const t = getT('company');
  return (
    <CompanySection id="historique">
      <CompanyHistoryList
        siren={siren}
        texts={{
          loading: t('history.loading'),
          failed: t('history.failed'),
          empty: t('empty.historique'),
          more: t('history.more'),
          recordedOn: t('history.recordedOn', { date: '{{date}}' }),
          kinds: t('history.kinds', { returnObjects: true }),
        }}
      />
    </CompanySection>
  );
}
