import Box from '@mui/material/Box';
import type { DocumentAvailabilityItem } from '@registre/domain';
import { getT } from '@/i18n/get-t';
import { translateKey } from '@/lib/company/translate-key';
import { CompanySection } from './company-section';
import { DataTable } from '@/components/ui/data-table';
import { OrderFormIsland, OrderIsland } from '@/components/orders/order-island';
import type { FormChoices } from '@/lib/orders/order-choices';
import { isFormKind, offersForm, type FormKind } from '@/lib/orders/order-form-spec';
import { orderPriceNoteKey, orderableWithoutForm } from '@/lib/orders/orderable-kinds';

interface DocumentsSectionProps {
  documents: readonly DocumentAvailabilityItem[];
  siren: string;
  /** What the forms of the kinds that need a choice offer (the company's acts, announcements, years, letter types…). */
  choices: Partial<Record<FormKind, FormChoices>>;
}

/**
 * The documents one can order for the company, from the document-availability rules, with the
 * reason when one cannot be produced, and on each available row an order button, or for a kind
 * that needs a choice (which act, which letter…) the button that opens its form.
 */
export function DocumentsSection({ documents, siren, choices }: DocumentsSectionProps) {
  const t = getT(['company', 'documents', 'orders']);
  // Available documents first, then the others with their reason; catalogue order within each.
  const sorted = [...documents].sort((a, b) => Number(b.available) - Number(a.available));
  return (
    <CompanySection id="documents-officiels" empty={documents.length === 0}>
      <DataTable
        caption={t('sections.documents-officiels')}
        captionHidden
        stackedOnPhone
        columns={[
          t('documents.document'),
          t('documents.availability'),
          { header: t('orders:order-button'), action: true },
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
            <OrderCell key="order" item={item} siren={siren} choices={choices} name={translateKey(t, item.label_key, item.kind)} priceNote={t(orderPriceNoteKey(item.kind))} />,
          ],
        }))}
      />
    </CompanySection>
  );
}

/** A row's order control: a button, the form of a kind that needs a choice, or nothing (unavailable, or nothing to choose from). */
function OrderCell({ item, siren, choices, name, priceNote }: { item: DocumentAvailabilityItem; siren: string; choices: DocumentsSectionProps['choices']; name: string; priceNote: string }) {
  if (!item.available) return null;
  if (isFormKind(item.kind)) {
    const lists = choices[item.kind] ?? {};
    if (!offersForm(item.kind, lists)) return null;
    return <OrderFormIsland kind={item.kind} siren={siren} documentName={name} priceNote={priceNote} choices={lists} provider={item.official ? item.provider : null} />;
  }
  return orderableWithoutForm(item.kind) ? <OrderIsland kind={item.kind} siren={siren} documentName={name} priceNote={priceNote} /> : null;
}
