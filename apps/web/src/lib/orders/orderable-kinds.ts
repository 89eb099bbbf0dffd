import { findDocumentKind } from '@registre/domain';

/** Kinds ordered with one click: no body to fill (brands, acts, letters… are ordered from their rows or forms). */
export function orderableWithoutForm(kind: string): boolean {
  const entry = findDocumentKind(kind);
  return entry !== undefined && entry.subject === 'company' && entry.orderPayload.length === 0;
}

/** What an order costs, said next to its button: the registration extract counts against its quota. */
export function orderPriceNoteKey(kind: string): 'orders:price-quota' | 'orders:price-included' {
  return kind === 'kbis' ? 'orders:price-quota' : 'orders:price-included';
}
