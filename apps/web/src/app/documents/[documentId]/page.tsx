import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { findCatalogueTemplate, findLetterGroup, LANDING_TEMPLATE_IDS, LETTER_CATALOGUE } from '@registre/domain';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { VisibleBreadcrumbs } from '@/components/company-records/visible-breadcrumbs';
import { LetterWorkspace } from '@/components/letters/letter-workspace';
import { TemplateLegalBasis } from '@/components/letters/template-legal-basis';
import { JsonLd } from '@/components/seo/json-ld';
import { AppLink } from '@/components/ui/app-link';
import { getT } from '@/i18n/get-t';
import letters from '@/locales/fr/letters.json';
import { pageSeoMetadata } from '@/lib/seo/page-seo-metadata';
import { breadcrumbListJsonLd } from '@/lib/seo/structured-data';

interface TemplatePageProps {
  params: Promise<{ documentId: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return LETTER_CATALOGUE.map((template) => ({ documentId: template.id }));
}

export async function generateMetadata({ params }: TemplatePageProps): Promise<Metadata> {
  const template = findCatalogueTemplate((await params).documentId);
  if (!template) return {};
  const title = getT('letters')('template.seoTitle', { title: template.title });
  return { title, description: template.summary, ...pageSeoMetadata({ path: `/documents/${template.id}`, title, description: template.summary }) };
}

/** `/documents/{id}`: what the template is for, the law, then its form beside the live preview, and the order. */
export default async function DocumentTemplatePage({ params }: TemplatePageProps) {
  const template = findCatalogueTemplate((await params).documentId);
  if (!template) notFound();
  const t = getT('letters');
  const group = findLetterGroup(template.group);
  const crumbs = [
    { name: t('template.breadcrumb'), path: '/documents' },
    ...(group ? [{ name: group.title, path: `/documents/groupe/${group.slug}` }] : []),
    { name: template.title, path: `/documents/${template.id}` },
  ];
  const hasLanding = (LANDING_TEMPLATE_IDS as readonly string[]).includes(template.id);
  return (
    <Container maxWidth="lg" sx={{ py: { xxxs: 3, md: 6 } }}>
      <JsonLd data={breadcrumbListJsonLd(crumbs)} />
      <VisibleBreadcrumbs crumbs={crumbs} />
      <Typography variant="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {template.title}
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: '70ch' }}>
        {template.summary}
        {hasLanding ? (
          <>
            {' '}
            <AppLink href={`/documents/landing/${template.id}`}>{t('template.landing')}</AppLink>
          </>
        ) : null}
      </Typography>
      <TemplateLegalBasis template={template} />
      <Typography variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        {t('template.fill')}
      </Typography>
      <LetterWorkspace form={{ id: template.id, steps: [...template.steps], fields: template.fields, companyParty: template.companyParty }} texts={{ form: letters.form, preview: letters.preview }} />
    </Container>
  );
}
