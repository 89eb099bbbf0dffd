'use client';

import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { InvoiceView } from '@registre/domain';
import { useEffect, useState } from 'react';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { useAuth } from '@/lib/auth/use-auth';
import { billingApi, dateFr, eurosFromCents } from '@/lib/billing/billing-api';
import { billingT } from '@/lib/billing/billing-i18n';

/** /mon-compte/factures: every invoice and credit note, each downloadable as a PDF. */
export function InvoicesList() {
  const api = useApiClient();
  const { user } = useAuth({ middleware: 'auth' });
  const [invoices, setInvoices] = useState<InvoiceView[] | null>(null);

  useEffect(() => {
    if (user) billingApi.invoices(api).then(setInvoices, () => setInvoices([]));
  }, [api, user]);

  if (invoices === null) return <CircularProgress />;
  if (invoices.length === 0) return <Typography>{billingT('account.noInvoices')}</Typography>;
  return (
    <Table size="small" aria-label={billingT('account.invoicesTitle')}>
      <TableHead>
        <TableRow>
          <TableCell>{billingT('account.invoiceNumber')}</TableCell>
          <TableCell>{billingT('account.invoiceDate')}</TableCell>
          <TableCell>{billingT('account.invoiceDescription')}</TableCell>
          <TableCell align="right">{billingT('account.invoiceAmount')}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {invoices.map((invoice) => (
          <TableRow key={invoice.id}>
            <TableCell>{invoice.number}</TableCell>
            <TableCell>{dateFr(invoice.issued_at)}</TableCell>
            <TableCell>{invoice.description}</TableCell>
            <TableCell align="right">{eurosFromCents(invoice.kind === 'credit_note' ? -invoice.amount_ttc_cents : invoice.amount_ttc_cents)}</TableCell>
            <TableCell>
              <a href={api.url(invoice.download_url)} download>
                {billingT('account.invoiceDownload')}
              </a>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
