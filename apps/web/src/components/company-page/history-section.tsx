import Typography from '@mui/material/Typography';
import { CompanyHistoryList } from '@/components/following/company-history-list';
import { GlossaryText } from '@/components/content/glossary-text';
import { getT } from '@/i18n/get-t';
import { CompanySection } from './company-section';

/** "Historique des modifications" for every company, followed or not (the list itself loads in the browser). */
export function HistorySection({ siren }: { siren: string }) {
  const t = getT('company');
  return (
    <CompanySection id="historique">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        <GlossaryText text={t('history.intro')} />
      </Typography>
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
