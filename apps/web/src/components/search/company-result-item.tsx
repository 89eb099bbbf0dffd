import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { companyPath, formatCompanyId, formatDateFr, formatEurFromCents, type CompanySearchItem, type SearchFinancials } from '@registre/domain';
import { AppLink } from '@/components/ui/app-link';
import { TextValue } from '@/components/ui/text-value';
import { getT } from '@/i18n/get-t';
import { FollowButton } from '@/components/following/follow-button';
import { followButtonTexts } from '@/lib/following/follow-button-texts';
import { CopyCompanyIdButton } from './copy-company-id-button';

function FinancialsLine({ financials }: { financials: SearchFinancials | null }) {
  const t = getT('search');
  if (financials === null) return <>{t('results.noAccounts')}</>;
  const year = financials.fiscal_year_end.slice(0, 4);
  if (financials.confidential) return <>{t('results.confidentialAccounts', { year })}</>;
  const parts: string[] = [];
  if (financials.turnover_cents !== null) parts.push(t('results.turnover', { year, amount: formatEurFromCents(financials.turnover_cents) }));
  if (financials.net_result_cents !== null) parts.push(t('results.netResult', { year, amount: formatEurFromCents(financials.net_result_cents) }));
  return <>{parts.length > 0 ? parts.join(' · ') : t('results.noAccounts')}</>;
}

interface CompanyResultItemProps {
  company: CompanySearchItem;
  /** Section of the company page the link opens (product pages), without `#`. */
  sectionAnchor?: string;
}

/** One company of a results list: name linking to its page, identity line, last accounts. */
export function CompanyResultItem({ company, sectionAnchor }: CompanyResultItemProps) {
  const t = getT('search');
  const href = `${companyPath(company.siren, company.name)}${sectionAnchor ? `#${sectionAnchor}` : ''}`;
  const place = company.head_office ? [company.head_office.postcode, company.head_office.city].filter(Boolean).join(' ') : '';
  const details = [
    t('results.siren', { siren: formatCompanyId(company.siren) }),
    company.status === 'active' ? t('results.active') : t('results.closed'),
    company.naf?.label ?? company.naf?.code,
    company.legal_form?.label ?? company.legal_form?.code,
    place,
    company.creation_date ? t('results.created', { date: formatDateFr(company.creation_date) }) : null,
  ].filter((part): part is string => typeof part === 'string' && part !== '');
  return (
    <Box component="li" sx={{ py: 2, borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="h3" component="h2" sx={{ fontSize: '1.125rem', mb: 0.5, overflowWrap: 'anywhere' }}>
        <AppLink href={href}>
          <TextValue value={company.name} />
          {company.sigle ? ` (${company.sigle})` : null}
        </AppLink>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {details.join(' · ')}
      </Typography>
      {company.financials !== undefined ? (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          <FinancialsLine financials={company.financials} />
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
        <CopyCompanyIdButton
          value={company.siren}
          text={t('results.copySiren')}
          label={t('results.copySirenLabel', { siren: formatCompanyId(company.siren), name: company.name })}
          copied={t('results.sirenCopied', { siren: formatCompanyId(company.siren) })}
          failed={t('results.copyFailed', { siren: formatCompanyId(company.siren) })}
        />
        <FollowButton siren={company.siren} size="small" texts={followButtonTexts(company.name)} />
      </Box>
    </Box>
  );
}
