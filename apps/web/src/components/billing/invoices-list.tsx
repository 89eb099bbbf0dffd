'use client';

import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { InvoiceView } from '@registre/domain';
import { useEffect, useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { DataTable } from '@/components/ui/data-table';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { useAuth } from '@/lib/auth/use-auth';
import { billingApi, dateFr, eurosFromCents } from '@/lib/billing/billing-api';
import { billingT } from '@/lib/billing/billing-i18n';

/** /mon-compte/factures: every invoice and credit note, each downloadable as a PDF; on a phone each one is a card. */
export function InvoicesList() {
  const api = useApiClient();
  const { user } = useAuth({ middleware: 'auth' });
  const [invoices, setInvoices] = useState<InvoiceView[] | null>(null);

  useEffect(() => {
    if (user) billingApi.invoices(api).then(setInvoices, () => setInvoices([]));
  }, [api, user]);

  if (invoices === null) return <CircularProgress />;
  if (invoices.length === 0) {
    return (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography>{billingT('account.noInvoices')}</Typography>
        <AppLink href="/nos-tarifs">{billingT('account.discover')}</AppLink>
      </Stack>
    );
  }
  return (
    <DataTable
      caption={billingT('account.invoicesTitle')}
      captionHidden
      stackedOnPhone
      columns={[
        billingT('account.invoiceNumber'),
        billingT('account.invoiceDate'),
        billingT('account.invoiceDescription'),
        { header: billingT('account.invoiceAmount'), numeric: true },
        { header: billingT('account.invoiceFile'), action: true },
      ]}
      rows={invoices.map((invoice) => ({
        key: invoice.id,
        cells: [
          invoice.number,
          dateFr(invoice.issued_at),
          invoice.description,
          eurosFromCents(invoice.kind === 'credit_note' ? -invoice.amount_ttc_cents : invoice.amount_ttc_cents),
          <a key="pdf" href={api.url(invoice.download_url)} download>
            {billingT('account.invoiceDownload')}
          </a>,
        ],
      }))}
    />
  );
}
