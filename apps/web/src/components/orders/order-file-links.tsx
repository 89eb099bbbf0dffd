'use client';

import Stack from '@mui/material/Stack';
import type { Order } from '@registre/domain';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { ordersT } from '@/lib/orders/orders-i18n';

/**
 * Every file of a completed order as links, where a list advertises its formats: the PDF (the main file), then the
 * Word file of a letter, the Excel and CSV files of a list. An order with one file has one link, "Télécharger".
 * Each link's accessible name says the format and, when given, the document.
 */
export function OrderFileLinks({ order, documentName, compact = false }: { order: Order; documentName?: string; compact?: boolean }) {
  const api = useApiClient();
  if (!order.download_url) return null;
  const several = order.other_downloads.length > 0 || order.word_download_url !== null;
  const named = (label: string) => (documentName ? `${label} : ${documentName}` : label);
  const links = [
    { key: 'main', url: order.download_url, label: several ? ordersT('tracker.download-pdf') : ordersT('tracker.download'), short: several ? ordersT('tracker.format-pdf') : ordersT('tracker.download') },
    ...(order.word_download_url ? [{ key: 'word', url: order.word_download_url, label: ordersT('tracker.download-word'), short: ordersT('tracker.format-word') }] : []),
    ...order.other_downloads.map((other) => ({ key: other.format, url: other.url, label: ordersT(`tracker.download-${other.format}`), short: ordersT(`tracker.format-${other.format}`) })),
  ];
  return (
    <Stack direction="row" useFlexGap spacing={compact ? 1.5 : 2} sx={{ flexWrap: 'wrap' }}>
      {links.map((link) => (
        <a key={link.key} href={api.url(link.url)} aria-label={several || documentName ? named(link.label) : undefined}>
          {link.short}
        </a>
      ))}
    </Stack>
  );
}
