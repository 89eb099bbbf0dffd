import { formatCompanyId, formatDateFr, type CompanyIdentity } from '@registre/domain';
import { getT } from '@/i18n/get-t';
import { PRIMARY_MAIN } from '@/theme/palette';

/** Size of the Open Graph image (the 1.91:1 card of Facebook, LinkedIn and X). */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

const MUTED = '#4a5568';

function statusLine(company: CompanyIdentity, t: ReturnType<typeof getT>): string {
  if (company.status === 'active') return t('active');
  return company.closure_date ? t('closedOn', { date: formatDateFr(company.closure_date) }) : t('closed');
}

/**
 * The card drawn as a company's Open Graph image (satori: inline styles, flex layout only).
 * Only what the page itself shows publicly: a non-diffusible unit keeps its `[ND]` name.
 */
export function CompanyOgCard({ company, brandName }: { company: CompanyIdentity | null; brandName: string }) {
  const t = getT('og-image');
  const place = company?.head_office?.city ? [company.head_office.postcode, company.head_office.city].filter(Boolean).join(' ') : null;
  const activity = company ? [company.legal_form?.label, company.naf?.label].filter(Boolean).join(' · ') : '';
  const name = company?.name ?? t('notFound');
  return (
    <div style={{ width: '100%', height: '100%', display: 'flex', flexDirection: 'column', background: '#ffffff', fontSize: 32, color: '#1a202c' }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', background: PRIMARY_MAIN, color: '#ffffff', padding: '28px 64px' }}>
        <div style={{ display: 'flex', fontSize: 40, fontWeight: 700 }}>{brandName}</div>
        <div style={{ display: 'flex', fontSize: 28 }}>{t('kind')}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', flexGrow: 1, padding: '48px 64px', justifyContent: 'center' }}>
        <div style={{ display: 'flex', fontSize: name.length > 40 ? 56 : 72, fontWeight: 700, lineHeight: 1.1, color: PRIMARY_MAIN }}>{name}</div>
        {company ? (
          <div style={{ display: 'flex', marginTop: 28, fontSize: 36 }}>
            {t('siren', { siren: formatCompanyId(company.siren) })}
            <span style={{ marginLeft: 24, color: company.status === 'active' ? '#276749' : '#9b2c2c' }}>{statusLine(company, t)}</span>
          </div>
        ) : null}
        {activity ? <div style={{ display: 'flex', marginTop: 16, color: MUTED }}>{activity}</div> : null}
        {place ? <div style={{ display: 'flex', marginTop: 8, color: MUTED }}>{place}</div> : null}
      </div>
      <div style={{ display: 'flex', padding: '0 64px 36px', fontSize: 26, color: MUTED }}>{t('footer')}</div>
    </div>
  );
}
