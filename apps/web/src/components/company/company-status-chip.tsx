import Chip from '@mui/material/Chip';
import { formatDateFr, type CompanyIdentity } from '@registre/domain';
import { getT } from '@/i18n/get-t';

type StatusFields = Pick<CompanyIdentity, 'status' | 'closure_date'>;

/** "Active", or "Fermée le …" with the closure date when the register gives one. */
export function CompanyStatusChip({ company }: { company: StatusFields }) {
  const t = getT('company');
  if (company.status === 'active') {
    return <Chip label={t('status.active')} color="success" size="small" />;
  }
  const label = company.closure_date
    ? t('status.closedOn', { date: formatDateFr(company.closure_date) })
    : t('status.closed');
  return <Chip label={label} color="error" variant="outlined" size="small" />;
}
