import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDateFr, formatNumberFr, type CompanyCreationFigures } from '@registre/domain';
import { DataTable } from '@/components/ui/data-table';
import { getT } from '@/i18n/get-t';
import { creationTexts } from '@/lib/company-creation/creation-texts';
import { DepartmentBarChart } from './department-bar-chart';

/** Departments drawn in the chart; the table under it lists them all. */
const CHART_DEPARTMENTS = 15;

function KeyFigure({ value, label }: { value: string; label: string }) {
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Typography component="p" sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.2 }}>
        {value}
      </Typography>
      <Typography component="p">{label}</Typography>
    </Box>
  );
}

/** The register's live figures for a company type: counts, top activities, departments (chart and table), each dated. */
export function CreationFigures({ name, figures }: { name: string; figures: CompanyCreationFigures | null }) {
  const t = getT('company-creation');
  return (
    <Box component="section" aria-labelledby="chiffres-registre" sx={{ my: 4 }}>
      <Typography id="chiffres-registre" variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        {t('figures.title', { name })}
      </Typography>
      {figures === null ? (
        <Typography>{t('figures.pending')}</Typography>
      ) : (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xxxs: '1fr', sm: '1fr 1fr' }, mb: 2 }}>
            <KeyFigure value={formatNumberFr(figures.activeCompanies)} label={t('figures.active')} />
            <KeyFigure
              value={formatNumberFr(figures.createdLastTwelveMonths)}
              label={t('figures.created', { from: formatDateFr(figures.createdFrom), to: formatDateFr(figures.createdTo) })}
            />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('figures.dataDate', { date: formatDateFr(figures.computedAt) })}{' '}
            {t('figures.counted', { categories: figures.legalCategories.map((category) => `${category.label} (${category.code})`).join(', ') })}
          </Typography>
          {figures.sharedWith.length > 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('figures.sharedWith', { name, others: figures.sharedWith.map((other) => creationTexts(other).name).join(', ') })}
            </Typography>
          ) : null}
          {figures.activeCompanies === 0 ? (
            <Typography sx={{ mt: 2 }}>{t('figures.none')}</Typography>
          ) : (
            <>
              <Typography variant="h3" sx={{ fontSize: '1.2rem', mt: 3, mb: 1 }}>
                {t('figures.activitiesTitle')}
              </Typography>
              <DataTable
                caption={t('figures.activitiesTitle')}
                captionHidden
                columns={[t('figures.activityColumn'), { header: t('figures.companiesColumn'), numeric: true }]}
                rows={figures.topActivities.map((activity) => ({ key: activity.code, cells: [`${activity.label} (${activity.code})`, formatNumberFr(activity.companies)] }))}
              />
              <Typography variant="h3" sx={{ fontSize: '1.2rem', mt: 3, mb: 1 }}>
                {t('figures.departmentsTitle')}
              </Typography>
              <DepartmentBarChart id="departements" title={t('figures.departmentsChart')} bars={figures.departments.slice(0, CHART_DEPARTMENTS)} />
              <Box sx={{ mt: 2 }}>
                <DataTable
                  caption={t('figures.departmentsTable')}
                  columns={[t('figures.departmentColumn'), { header: t('figures.companiesColumn'), numeric: true }]}
                  rows={figures.departments.map((department) => ({ key: department.code, cells: [`${department.name} (${department.code})`, formatNumberFr(department.companies)] }))}
                />
              </Box>
            </>
          )}
        </>
      )}
    </Box>
  );
}
