import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FaqItem } from '@/lib/company/company-faq';
import { CompanySection } from './company-section';

/** Questions and answers built from the company's data (the same items feed the FAQPage JSON-LD). */
export function FaqSection({ items }: { items: readonly FaqItem[] }) {
  return (
    <CompanySection id="faq" empty={items.length === 0}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {items.map((item) => (
          <div key={item.id}>
            <Typography variant="h3" sx={{ fontSize: '1.0625rem', fontWeight: 700, mb: 0.5 }}>
              {item.question}
            </Typography>
            <Typography>{item.answer}</Typography>
          </div>
        ))}
      </Box>
    </CompanySection>
  );
}
