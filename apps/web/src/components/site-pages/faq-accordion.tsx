import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { SitePageHeading } from './site-page-frame';

export interface FaqCategory {
  id: string;
  title: string;
  items: ReadonlyArray<{ q: string; a: string }>;
}

/** The FAQ by category: one heading per category, one accordion per question (answers in the HTML, for readers and robots alike). */
export function FaqAccordion({ categories }: { categories: readonly FaqCategory[] }) {
  return categories.map((category) => (
    <section key={category.id} aria-labelledby={`faq-${category.id}`}>
      <SitePageHeading id={`faq-${category.id}`}>{category.title}</SitePageHeading>
      {category.items.map((item, index) => (
        <Accordion key={item.q} disableGutters variant="outlined" slotProps={{ heading: { component: 'h3' } }}>
          <AccordionSummary expandIcon={<span aria-hidden="true">▾</span>} aria-controls={`faq-${category.id}-${index}-answer`} id={`faq-${category.id}-${index}`}>
            <Typography sx={{ fontWeight: 600 }}>{item.q}</Typography>
          </AccordionSummary>
          <AccordionDetails id={`faq-${category.id}-${index}-answer`}>
            <Typography>{item.a}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </section>
  ));
}
