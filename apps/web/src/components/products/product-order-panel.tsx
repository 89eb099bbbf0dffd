'use client';

import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCompanyId, type DocumentAvailabilityItem } from '@registre/domain';
import { useEffect, useState } from 'react';
import { OrderButton } from '@/components/orders/order-button';
import { OrderPriceNote } from '@/components/orders/order-price-note';
import { RuntimeApiIsland } from '@/components/orders/runtime-api-island';
import { CompanySearchBox, type CompanySearchBoxLabels } from '@/components/search/company-search-box';
import { AppLink } from '@/components/ui/app-link';
import { orderText, ordersT } from '@/lib/orders/orders-i18n';
import { runtimeApiGet } from '@/lib/runtime-config/runtime-api';
import type { SuggestionItem } from '@/lib/search/suggestions-body';

export interface ProductOrderPanelProps {
  /** The product's results page: a plain search (Enter without a suggestion) still goes there. */
  action: string;
  searchLabels: CompanySearchBoxLabels;
  /** The document kind the page sells. */
  kind: string;
  documentName: string;
  priceNote: string;
  /**
   * For a kind ordered item by item (an act, an announcement…): the per-company list where each
   * item has its order button (`/actes-et-statuts`), or null to send to the company page's section.
   */
  choicePath: string | null;
  /** True when the kind is ordered from a choice (which act, which trademark…), not in one click. */
  needsChoice: boolean;
  sectionAnchor: string;
}

type Availability = { state: 'loading' } | { state: 'failed' } | { state: 'known'; item: DocumentAvailabilityItem | undefined };

/**
 * The ordering part of a product page (`/extrait-kbis`…): the visitor picks the company among the
 * search suggestions, sees whether the document exists for it (the availability rules, with the
 * reason when not), and orders it from here with its price note; a kind ordered item by item leads
 * to the list where each item has its button. The search box stays where it is from the first
 * render (text typed before hydration is kept); only the order step waits for the API's address.
 */
export function ProductOrderPanel({ action, searchLabels, kind, documentName, priceNote, choicePath, needsChoice, sectionAnchor }: ProductOrderPanelProps) {
  const [company, setCompany] = useState<SuggestionItem | null>(null);
  const [availability, setAvailability] = useState<Availability>({ state: 'loading' });

  useEffect(() => {
    if (company === null) return undefined;
    const controller = new AbortController();
    setAvailability({ state: 'loading' });
    runtimeApiGet(`/api/documents/${company.siren}/document-availability`, controller.signal)
      .then(({ status, body }) => {
        if (status !== 200) return setAvailability({ state: 'failed' });
        const items = (body as { data?: DocumentAvailabilityItem[] }).data ?? [];
        setAvailability({ state: 'known', item: items.find((item) => item.kind === kind) });
      })
      .catch(() => {
        if (!controller.signal.aborted) setAvailability({ state: 'failed' });
      });
    return () => controller.abort();
  }, [company, kind]);

  return (
    <Stack spacing={2}>
      <CompanySearchBox action={action} labels={searchLabels} onSelect={setCompany} />
      {company === null ? (
        <Typography variant="body2" color="text.secondary">
          {ordersT('product.hint', { document: documentName })}
        </Typography>
      ) : (
        <Paper variant="outlined" sx={{ p: 2 }} aria-live="polite" data-testid="product-order-panel">
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{company.name}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {[`SIREN ${formatCompanyId(company.siren)}`, [company.postcode, company.city].filter(Boolean).join(' ')].filter(Boolean).join(' · ')}
          </Typography>
          <RuntimeApiIsland fallback={<CircularProgress size={24} aria-label={ordersT('product.checking')} />}>
            <OrderStep company={company} availability={availability} kind={kind} documentName={documentName} priceNote={priceNote} choicePath={choicePath} needsChoice={needsChoice} sectionAnchor={sectionAnchor} />
          </RuntimeApiIsland>
        </Paper>
      )}
    </Stack>
  );
}

function OrderStep({ company, availability, kind, documentName, priceNote, choicePath, needsChoice, sectionAnchor }: { company: SuggestionItem; availability: Availability } & Omit<ProductOrderPanelProps, 'action' | 'searchLabels'>) {
  const companyPage = `/entreprises/${company.siren}#${sectionAnchor}`;
  if (availability.state === 'loading') return <CircularProgress size={24} aria-label={ordersT('product.checking')} />;
  if (availability.state === 'failed') return <Typography>{orderText('errors:orders.order-failed')}</Typography>;
  const { item } = availability;
  if (!item?.available) {
    return (
      <Stack spacing={1}>
        <Typography>
          <strong>{ordersT('product.unavailable', { document: documentName })}</strong>
          {item?.reason ? ` — ${orderText(`documents:unavailable.${item.reason}`)}` : null}
        </Typography>
        <AppLink href={companyPage}>{ordersT('product.see-company')}</AppLink>
      </Stack>
    );
  }
  if (needsChoice) {
    return (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography>{ordersT('product.choose-item', { document: documentName })}</Typography>
        <Button variant="contained" href={choicePath ? `${choicePath}/${company.siren}` : companyPage}>
          {ordersT('product.choose-button')}
        </Button>
        <OrderPriceNote includedNote={priceNote} />
      </Stack>
    );
  }
  return (
    <Stack spacing={1}>
      <OrderButton kind={kind} siren={company.siren} documentName={`${documentName} ${company.name}`} priceNote={priceNote} label={ordersT('product.order', { document: documentName })} />
      <AppLink href={companyPage} variant="body2">
        {ordersT('product.see-company')}
      </AppLink>
    </Stack>
  );
}
