import { formatCompanyId, formatDateFr, type CompanyEstablishment } from '@registre/domain';
import { CellValue } from '@/components/ui/missing-value';
import { getT } from '@/i18n/get-t';
import { DataTable } from '@/components/ui/data-table';

function addressOf(establishment: CompanyEstablishment): string | null {
  const city = [establishment.postcode, establishment.city].filter(Boolean).join(' ');
  if (establishment.address === null) return city || null;
  // `[ND]` stays alone so the cell explains it instead of mixing it into a sentence.
  if (establishment.address.includes('[ND]')) return establishment.address;
  return [establishment.address, city].filter(Boolean).join(', ');
}

/** Establishments, open and closed: SIRET, name, address, activity, state and dates. */
export function EstablishmentsTable({ rows }: { rows: readonly CompanyEstablishment[] }) {
  const t = getT('company-records');
  const k = 'kinds.liste-etablissements' as const;
  return (
    <DataTable
      caption={t(`${k}.caption`)}
      columns={[
        t(`${k}.columns.siret`),
        t(`${k}.columns.name`),
        t(`${k}.columns.address`),
        t(`${k}.columns.activity`),
        t(`${k}.columns.status`),
        t(`${k}.columns.creationDate`),
        t(`${k}.columns.closureDate`),
      ]}
      rows={rows.map((row) => ({
        key: row.siret,
        cells: [
          <span key="siret" style={{ whiteSpace: 'nowrap' }}>
            {formatCompanyId(row.siret)}
          </span>,
          <CellValue key="name" value={row.name} />,
          <CellValue key="address" value={addressOf(row)} />,
          <CellValue key="naf" value={row.naf} format={(naf) => (naf.label ? `${naf.code} — ${naf.label}` : naf.code)} />,
          [row.is_head_office ? t(`${k}.headOffice`) : null, row.status === 'open' ? t(`${k}.open`) : t(`${k}.closed`)].filter(Boolean).join(', '),
          <CellValue key="created" value={row.creation_date} format={formatDateFr} />,
          <CellValue key="closed" value={row.closure_date} format={formatDateFr} />,
        ],
      }))}
    />
  );
}
