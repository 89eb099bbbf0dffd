import Typography from '@mui/material/Typography';
import { formatCompanyId, formatNumberFr, type CompanyPageData } from '@registre/domain';
import { TextValue } from '@/components/ui/text-value';
import { getT } from '@/i18n/get-t';
import { CompanySection } from './company-section';
import { DataTable } from '@/components/ui/data-table';
import { SeeAllLink } from './see-all-link';

/** The first page of establishments (head office first, open then closed), and the way to the full list. */
export function EstablishmentsSection({ siren, establishments, open }: { siren: string; establishments: CompanyPageData['establishments']; open: number }) {
  const t = getT('company');
  const { data, meta } = establishments;
  return (
    <CompanySection id="etablissements" empty={meta.total === 0}>
      <Typography sx={{ mb: 2 }}>{t('establishments.summary', { count: open, open: formatNumberFr(open), total: formatNumberFr(meta.total) })}</Typography>
      <DataTable
        caption={t('sections.etablissements')}
        captionHidden
        columns={[
          t('establishments.siret'),
          t('establishments.name'),
          t('establishments.address'),
          t('establishments.status'),
        ]}
        rows={data.map((e) => ({
          key: e.siret,
          cells: [
            <span key="siret" style={{ whiteSpace: 'nowrap' }}>
              {formatCompanyId(e.siret)}
            </span>,
            <TextValue key="name" value={e.name} />,
            <span key="address">
              {e.address ? (
                <>
                  <TextValue value={e.address} />
                  <br />
                </>
              ) : null}
              {[e.postcode, e.city].filter(Boolean).join(' ')}
            </span>,
            [e.status === 'open' ? t('establishments.open') : t('establishments.closed'), e.is_head_office ? t('establishments.headOffice') : null].filter(Boolean).join(' · '),
          ],
        }))}
      />
      <SeeAllLink href={`/liste-etablissements/${siren}`} label={`${t('establishments.seeAll')} (${formatNumberFr(meta.total)})`} />
    </CompanySection>
  );
}
