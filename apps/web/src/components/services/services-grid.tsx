import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ServiceType } from '@/config/product-pages';
import { servicesByType } from '@/config/services';
import { AppLink } from '@/components/ui/app-link';
import { getT } from '@/i18n/get-t';
import { serviceTexts } from './service-texts';

export type ServicesGridVariant = 'full' | 'compact' | 'vertical';

interface ServicesGridProps {
  /**
   * `full`: cards with descriptions, in columns (the /services page);
   * `compact`: names only, no director search (the header's services menu);
   * `vertical`: one column of names with descriptions (side panels).
   */
  variant: ServicesGridVariant;
  /** Only this type (the full version's filter). */
  type?: ServiceType;
  /** Heading level of the type titles. */
  headingLevel?: 'h2' | 'h3';
}

/** The services grouped by type, each linking to its page (server component, no client code). */
export function ServicesGrid({ variant, type, headingLevel = 'h2' }: ServicesGridProps) {
  const t = getT('services');
  const groups = servicesByType({ compact: variant === 'compact', type });
  const columns = variant === 'vertical' ? '1fr' : { xxxs: '1fr', sm: '1fr 1fr', md: variant === 'compact' ? 'repeat(5, 1fr)' : 'repeat(3, 1fr)' };
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: columns, gap: variant === 'compact' ? 2 : 3 }}>
      {groups.map((group) => (
        <Box component="section" key={group.type} aria-labelledby={`services-${variant}-${group.type}`}>
          <Typography id={`services-${variant}-${group.type}`} variant="h6" component={headingLevel} sx={{ mb: 1 }}>
            {t(`types.${group.type}`)}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: variant === 'compact' ? 0.5 : 1.5 }}>
            {group.services.map((service) => {
              const texts = serviceTexts(service);
              return (
                <li key={service.id}>
                  <AppLink href={service.href} sx={{ fontWeight: 600 }}>
                    {texts.name}
                  </AppLink>
                  {variant === 'compact' ? null : (
                    <Typography variant="body2" color="text.secondary">
                      {texts.description}
                    </Typography>
                  )}
                </li>
              );
            })}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
