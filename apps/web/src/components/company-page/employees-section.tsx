import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatCompanyId, formatNumberFr, type Employees } from '@registre/domain';
import { TextValue } from '@/components/ui/text-value';
import { getT } from '@/i18n/get-t';
import { CompanySection } from './company-section';
import { DataTable } from '@/components/ui/data-table';

/** Headcount: the current Sirene band, its history with the counts of the annual accounts, and by establishment. */
export function EmployeesSection({ employees }: { employees: Employees }) {
  const t = getT('company');
  const empty = employees.current === null && employees.history.length === 0 && employees.establishments.length === 0;
  return (
    <CompanySection id="effectifs" empty={empty}>
      <Box sx={{ display: 'grid', gap: 3 }}>
        {employees.current?.band.label ? (
          <Typography>{t('employees.current', { label: employees.current.band.label, year: employees.current.year ?? '—' })}</Typography>
        ) : null}
        {employees.history.length > 0 ? (
          <DataTable
            caption={t('employees.history')}
            columns={[
              t('employees.year'),
              t('employees.source'),
              t('employees.value'),
            ]}
            rows={employees.history.map((row) => ({
              key: `${row.year}-${row.source}`,
              cells: [
                String(row.year),
                t(`employees.sources.${row.source}`),
                row.employees !== null ? t('employees.employeesValue', { formatted: formatNumberFr(row.employees) }) : <TextValue key="b" value={row.band?.label ?? row.band?.code} />,
              ],
            }))}
          />
        ) : null}
        {employees.establishments.length > 0 ? (
          <DataTable
            caption={t('employees.byEstablishment')}
            columns={[
              t('employees.establishment'),
              t('employees.band'),
            ]}
            rows={employees.establishments.map((row) => ({
              key: row.siret,
              cells: [
                `${formatCompanyId(row.siret)}${row.city ? ` (${row.city})` : ''}${row.is_head_office ? ` · ${t('establishments.headOffice')}` : ''}`,
                <TextValue key="band" value={row.band.label ?? row.band.code} />,
              ],
            }))}
          />
        ) : null}
      </Box>
    </CompanySection>
  );
}
