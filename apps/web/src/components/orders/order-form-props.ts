import type { FormKind, OrderChoice } from '@/lib/orders/order-form-spec';

export interface OrderFormProps {
  kind: FormKind;
  siren: string;
  /** The document's name: the dialog's title and the order button's accessible name. */
  documentName: string;
  /** What the order costs, stated next to the order button. */
  priceNote: string;
  /** The lists to choose from, by field name (the company's acts, announcements, years, letter types…). */
  choices: Readonly<Record<string, readonly OrderChoice[]>>;
  /** The official source that delivers the document, when one does (sent with an act's order). */
  provider?: string | null;
}
