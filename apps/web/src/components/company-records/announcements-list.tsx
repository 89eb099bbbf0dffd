import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { announcementFamilySchema, formatDateFr, type CommercialAdvertisement } from '@registre/domain';
import { RowOrderButton, type RowOrderProps } from '@/components/orders/row-order-button';
import { TextValue } from '@/components/ui/text-value';
import { getT } from '@/i18n/get-t';

const FAMILIES = new Set<string>(announcementFamilySchema.options);

/** BODACC notices, newest first: family and type, date, court, publication reference and text, and the order of each. */
export function AnnouncementsList({ rows, siren, availability }: { rows: readonly CommercialAdvertisement[] } & RowOrderProps) {
  const t = getT(['company-records', 'company']);
  const k = 'kinds.annonces-bodacc' as const;
  const family = (value: string) => t(`${k}.families.${FAMILIES.has(value) ? (value as (typeof announcementFamilySchema.options)[number]) : 'other'}`);
  return (
    <Box component="ol" aria-label={t(`${k}.listLabel`)} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {rows.map((row) => (
        <Box component="li" key={row.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
          <Typography component="h2" variant="h6" sx={{ fontSize: '1.0625rem' }}>
            {family(row.family)}
            {row.type_label ? ` — ${row.type_label}` : null}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {[
              t(`${k}.publishedOn`, { date: formatDateFr(row.published_at) }),
              row.court ? t(`${k}.court`, { court: row.court }) : null,
              row.bodacc_edition && row.bodacc_number ? t(`${k}.bodacc`, { edition: row.bodacc_edition, number: row.bodacc_number }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          {row.cancelled ? (
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t(`${k}.cancelled`)}
            </Typography>
          ) : null}
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{row.content === null ? t(`${k}.noText`) : <TextValue value={row.content} />}</Typography>
          <Box sx={{ mt: 1, '&:empty': { display: 'none' } }}>
            <RowOrderButton availability={availability} siren={siren} body={{ commercial_advertisement_id: row.source_id }} documentName={`${t('company:announcements.orderName')} ${formatDateFr(row.published_at)}`} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
