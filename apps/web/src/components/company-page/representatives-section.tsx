import Typography from '@mui/material/Typography';
import { directorPagePath, formatDateFr, formatMonthYearFr, type Representative } from '@registre/domain';
import { AppLink } from '@/components/ui/app-link';
import { TextValue } from '@/components/ui/text-value';
import { getT } from '@/i18n/get-t';
import { CompanySection } from './company-section';
import { DataTable, type DataTableRow } from '@/components/ui/data-table';

function PersonName({ representative }: { representative: Representative }) {
  const { person } = representative;
  // No slug for a non-diffusible person: no director page, `[ND]` instead of the name.
  if (person.slug === null) return <TextValue value={person.name} />;
  return (
    <AppLink href={directorPagePath(person.id, person.slug)} prefetch={false}>
      {person.name}
    </AppLink>
  );
}

/** Current and past mandates, each person linking to their director page. */
export function RepresentativesSection({ representatives }: { representatives: readonly Representative[] }) {
  const t = getT('company');
  const birth = (r: Representative) => {
    if (r.person.kind === 'legal') return t('representatives.legalEntity');
    const { birth } = r.person;
    if (!birth) return <TextValue value={r.person.is_diffusible ? null : '[ND]'} />;
    return birth.month ? formatMonthYearFr(birth.year, birth.month) : String(birth.year);
  };
  const row = (r: Representative, current: boolean): DataTableRow => ({
    key: String(r.mandate_id),
    cells: [
      <PersonName key="name" representative={r} />,
      <TextValue key="role" value={r.role?.label ?? r.role?.code} />,
      current
        ? r.start_date ? formatDateFr(r.start_date) : <TextValue key="since" value={null} />
        : t('representatives.periodValue', { start: r.start_date ? formatDateFr(r.start_date) : '…', end: r.end_date ? formatDateFr(r.end_date) : '…' }),
      birth(r),
      <TextValue key="nationality" value={r.person.kind === 'legal' ? '—' : r.person.nationality} />,
    ],
  });
  const columns = (current: boolean) => [
    t('representatives.name'),
    t('representatives.role'),
    current ? t('representatives.since') : t('representatives.period'),
    t('representatives.born'),
    t('representatives.nationality'),
  ];
  const current = representatives.filter((r) => r.is_current);
  const past = representatives.filter((r) => !r.is_current);
  return (
    <CompanySection id="dirigeants" empty={representatives.length === 0}>
      {current.length > 0 ? (
        <DataTable caption={t('representatives.current')} columns={columns(true)} rows={current.map((r) => row(r, true))} />
      ) : (
        <Typography color="text.secondary">{t('representatives.noCurrent')}</Typography>
      )}
      {past.length > 0 ? (
        <div style={{ marginTop: '1.5rem' }}>
          <DataTable caption={t('representatives.past')} columns={columns(false)} rows={past.map((r) => row(r, false))} />
        </div>
      ) : null}
    </CompanySection>
  );
}
