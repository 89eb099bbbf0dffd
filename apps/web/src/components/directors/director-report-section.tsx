import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DirectorCompanyRoles } from '@registre/domain';
import { OrderIsland } from '@/components/orders/order-island';
import { TitledSection } from '@/components/search/titled-section';
import { TextValue } from '@/components/ui/text-value';
import { getT } from '@/i18n/get-t';
import { orderPriceNoteKey } from '@/lib/orders/orderable-kinds';

const KIND = 'director-report';

/**
 * The director report, ordered for one of the person's companies (`POST /api/director-report/{siren}/order/{id}`):
 * one order button per company, with the price line a visitor without access is shown on the company page.
 */
export function DirectorReportSection({ directorId, name, companies }: { directorId: number; name: string; companies: readonly DirectorCompanyRoles[] }) {
  const t = getT(['director', 'documents', 'orders']);
  const documentName = t(`documents:kinds.${KIND}`);
  return (
    <TitledSection id="rapport-dirigeant" heading={t('director:report.heading')}>
      <Typography sx={{ mb: 2 }}>{t('director:report.intro', { name })}</Typography>
      <Stack component="ul" spacing={2} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {companies.map(({ company }) => (
          <Box
            component="li"
            key={company.siren}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'flex-start', borderBottom: 1, borderColor: 'divider', pb: 2 }}
          >
            <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              <TextValue value={company.name} />
              <Typography variant="body2" color="text.secondary">
                SIREN {company.siren}
              </Typography>
            </Box>
            <OrderIsland
              kind={KIND}
              siren={company.siren}
              orderPath={`/api/${KIND}/${company.siren}/order/${directorId}`}
              documentName={`${documentName} ${name} — ${company.name}`}
              priceNote={t(orderPriceNoteKey(KIND))}
            />
          </Box>
        ))}
      </Stack>
    </TitledSection>
  );
}
