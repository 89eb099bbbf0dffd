import Box from '@mui/material/Box';
import { AppLink } from '@/components/ui/app-link';

/** The link from a section to the page listing all its entries (`/comptes-annuels/{siren}`…). */
export function SeeAllLink({ href, label }: { href: string; label: string }) {
  return (
    <Box sx={{ mt: 2 }}>
      <AppLink href={href} prefetch={false}>
        {label}
      </AppLink>
    </Box>
  );
}
