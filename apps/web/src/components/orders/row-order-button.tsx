import type { DocumentAvailabilityItem } from '@registre/domain';
import { getT } from '@/i18n/get-t';
import { orderPriceNoteKey } from '@/lib/orders/orderable-kinds';
import { OrderIsland } from './order-island';

/** What a list needs to put an order button on its rows. */
export interface RowOrderProps {
  siren: string;
  /** The kind's availability for the company; no button when it cannot be produced (or is unknown). */
  availability: DocumentAvailabilityItem | undefined;
}

interface RowOrderButtonProps extends RowOrderProps {
  /** The body naming the row's item (`{ filing_number }`, `{ commercial_advertisement_id }`…). */
  body: Record<string, unknown>;
  /** The row's item, for the button's accessible name. */
  documentName: string;
}

/**
 * The order button of one row of a list (an act, an announcement, a year of accounts…), with the
 * kind's price note; nothing when the company cannot have the kind. An act delivered by its official
 * source names that source in its order.
 */
export function RowOrderButton({ availability, siren, body, documentName }: RowOrderButtonProps) {
  if (!availability?.available) return null;
  const t = getT(['documents', 'orders']);
  const provider = availability.kind === 'acts' && availability.official && availability.provider ? { provider: availability.provider } : {};
  return <OrderIsland kind={availability.kind} siren={siren} body={{ ...body, ...provider }} documentName={documentName} priceNote={t(orderPriceNoteKey(availability.kind))} />;
}

/** The availability of one kind in a company's availability list. */
export const availabilityOf = (documents: readonly DocumentAvailabilityItem[], kind: string) => documents.find((item) => item.kind === kind);
