import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { OrderPriceNote } from '@/components/orders/order-price-note';

/**
 * The order entry of the company page's header, in the first screen on a computer and a phone:
 * a link to the documents section (its order buttons) and, below it, what ordering costs this visitor.
 */
export function CompanyOrderCta({ label, includedNote }: { label: string; includedNote: string }) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start', mb: 2 }} data-testid="company-order-cta">
      <Button variant="contained" href="#documents-officiels">
        {label}
      </Button>
      <OrderPriceNote includedNote={includedNote} />
    </Stack>
  );
}
