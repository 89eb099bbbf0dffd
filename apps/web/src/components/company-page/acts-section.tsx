import { formatDateFr, formatNumberFr, type CompanyPageData } from '@registre/domain';
import { TextValue } from '@/components/ui/text-value';
import { getT } from '@/i18n/get-t';
import { CompanySection } from './company-section';
import { DataTable } from '@/components/ui/data-table';
import { SeeAllLink } from './see-all-link';

/** Acts and articles of incorporation filed with the registry, newest first. */
export function ActsSection({ siren, acts }: { siren: string; acts: CompanyPageData['acts'] }) {
  const t = getT('company');
  return (
    <CompanySection id="actes" empty={acts.meta.total === 0}>
      <DataTable
        caption={t('sections.actes')}
        columns={[
          t('acts.date'),
          t('acts.type'),
          t('acts.description'),
        ]}
        rows={acts.data.map((act) => ({
          key: String(act.id),
          cells: [
            act.filing_date ? formatDateFr(act.filing_date) : <TextValue key="d" value={null} />,
            [act.act_type ?? (act.is_articles_of_incorporation ? t('acts.articles') : null), act.confidential ? `(${t('acts.confidential')})` : null].filter(Boolean).join(' ') || <TextValue key="t" value={null} />,
            <TextValue key="description" value={act.description} />,
          ],
        }))}
      />
      <SeeAllLink href={`/actes-et-statuts/${siren}`} label={`${t('acts.seeAll')} (${formatNumberFr(acts.meta.total)})`} />
    </CompanySection>
  );
}
