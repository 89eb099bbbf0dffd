import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { composeLetter, findCatalogueTemplate, LANDING_TEMPLATE_IDS } from '@registre/domain';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { VisibleBreadcrumbs } from '@/components/company-records/visible-breadcrumbs';
import { LetterPreview } from '@/components/letters/letter-preview';
import { TemplateLegalBasis } from '@/components/letters/template-legal-basis';
import { JsonLd } from '@/components/seo/json-ld';
import { getT } from '@/i18n/get-t';
import { faqPageJsonLd } from '@/lib/seo/company-structured-data';
import { pageSeoMetadata } from '@/lib/seo/page-seo-metadata';
import { breadcrumbListJsonLd } from '@/lib/seo/structured-data';

type LandingId = (typeof LANDING_TEMPLATE_IDS)[number];

interface LandingPageProps {
  params: Promise<{ documentId: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return LANDING_TEMPLATE_IDS.map((id) => ({ documentId: id }));
}

const isLanding = (id: string): id is LandingId => (LANDING_TEMPLATE_IDS as readonly string[]).includes(id);

function landing(id: LandingId) {
  const t = getT('letters');
  const key = `landings.${id}` as const;
  return {
    heading: t(`${key}.heading`),
    intro: t(`${key}.intro`),
    faq: ([1, 2, 3] as const).map((n) => ({ id: `q${n}`, question: t(`${key}.q${n}`), answer: t(`${key}.a${n}`) })),
  };
}

export async function generateMetadata({ params }: LandingPageProps): Promise<Metadata> {
  const id = (await params).documentId;
  if (!isLanding(id)) return {};
  const { heading, intro } = landing(id);
  return { title: heading, description: intro, ...pageSeoMetadata({ path: `/documents/landing/${id}`, title: heading, description: intro }) };
}

/** `/documents/landing/{id}`: a search-engine landing page for one letter (what it is, the law, the model, the FAQ) and the entry to its form. */
export default async function DocumentLandingPage({ params }: LandingPageProps) {
  const id = (await params).documentId;
  const template = findCatalogueTemplate(id);
  if (!isLanding(id) || !template) notFound();
  const t = getT('letters');
  const { heading, intro, faq } = landing(id);
  const crumbs = [
    { name: t('template.breadcrumb'), path: '/documents' },
    { name: template.title, path: `/documents/landing/${id}` },
  ];
  const cta = (
    <Button href={`/documents/${id}`} variant="contained" sx={{ my: 2 }}>
      {t('landing.cta')}
    </Button>
  );
  return (
    <Container maxWidth="md" sx={{ py: { xxxs: 3, md: 6 } }}>
      <JsonLd data={[breadcrumbListJsonLd(crumbs), faqPageJsonLd(faq)]} />
      <VisibleBreadcrumbs crumbs={crumbs} />
      <Typography variant="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {heading}
      </Typography>
      <Typography sx={{ mb: 1 }}>{intro}</Typography>
      {cta}
      <TemplateLegalBasis template={template} />
      <Box component="section" aria-labelledby="landing-example" sx={{ mb: 4 }}>
        <Typography id="landing-example" variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
          {t('landing.exampleHeading')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('landing.exampleNote')}
        </Typography>
        <LetterPreview letter={composeLetter(template, {})} subjectLabel={(subject) => t('preview.subject', { subject })} />
        {cta}
      </Box>
      <Box component="section" aria-labelledby="landing-faq">
        <Typography id="landing-faq" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {t('landing.faqHeading')}
        </Typography>
        {faq.map((item) => (
          <Box key={item.question} sx={{ mb: 2 }}>
            <Typography variant="h3" sx={{ fontSize: '1.0625rem', fontWeight: 700, mb: 0.5 }}>
              {item.question}
            </Typography>
            <Typography>{item.answer}</Typography>
          </Box>
        ))}
      </Box>
    </Container>
  );
}
