import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DocumentAvailabilityItem } from '@registre/domain';
import { getT } from '@/i18n/get-t';
import { translateKey } from '@/lib/company/translate-key';
import { CompanySection } from './company-section';
import { DataTable } from '@/components/ui/data-table';
import { OrderIsland } from '@/components/orders/order-island';
import { orderPriceNoteKey, orderableWithoutForm } from '@/lib/orders/orderable-kinds';

/**
 * The documents one can order for the company, from the document-availability rules, with the
 * reason when one cannot be produced, and an order button on each row that can be ordered without a form.
 */
export function DocumentsSection({ documents, siren }: { documents: readonly DocumentAvailabilityItem[]; siren: string }) {
  const t = getT(['company', 'documents', 'orders']);
  // Available documents first, then the others with their reason; catalogue order within each.
  const sorted = [...documents].sort((a, b) => Number(b.available) - Number(a.available));
  return (
    <CompanySection id="documents-officiels" empty={documents.length === 0}>
      <Typography sx={{ mb: 2 }}>{t('documents.intro')}</Typography>
      <DataTable
        caption={t('sections.documents-officiels')}
        columns={[
          t('documents.document'),
          t('documents.availability'),
          t('orders:order-button'),
        ]}
        rows={sorted.map((item) => ({
          key: item.kind,
          cells: [
            translateKey(t, item.label_key, item.kind),
            item.available ? (
              <span key="available">
                <Box component="strong" sx={{ color: 'success.main' }}>
                  {t('documents.available')}
                </Box>
                {` — ${item.official ? t('documents.official') : t('documents.information')} · ${t('documents.formats', { formats: item.formats.map((format) => format.toUpperCase()).join(', ') })}`}
              </span>
            ) : (
              <span key="unavailable">
                <strong>{t('documents.unavailable')}</strong>
                {item.reason ? ` — ${translateKey(t, `documents:unavailable.${item.reason}`, item.reason)}` : null}
              </span>
            ),
            item.available && orderableWithoutForm(item.kind) ? (
              <OrderIsland
                key="order"
                kind={item.kind}
                siren={siren}
                documentName={translateKey(t, item.label_key, item.kind)}
                priceNote={t(orderPriceNoteKey(item.kind))}
              />
            ) : null,
          ],
        }))}
      />
    </CompanySection>
  );
}
