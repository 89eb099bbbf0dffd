import Container from '@mui/material/Container';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { VisibleBreadcrumbs } from '@/components/company-records/visible-breadcrumbs';
import { TemplateCards } from '@/components/letters/template-cards';
import { PageIntro } from '@/components/search/page-intro';
import { JsonLd } from '@/components/seo/json-ld';
import { getT } from '@/i18n/get-t';
import { catalogueGroups } from '@/lib/letters/catalogue-view';
import { pageSeoMetadata } from '@/lib/seo/page-seo-metadata';
import { breadcrumbListJsonLd } from '@/lib/seo/structured-data';

interface GroupPageProps {
  params: Promise<{ documentId: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return catalogueGroups().map((group) => ({ documentId: group.slug }));
}

const findGroup = (slug: string) => catalogueGroups().find((group) => group.slug === slug);

export async function generateMetadata({ params }: GroupPageProps): Promise<Metadata> {
  const group = findGroup((await params).documentId);
  if (!group) return {};
  const title = getT('letters')('group.seoTitle', { group: group.title });
  return { title, description: group.description, ...pageSeoMetadata({ path: `/documents/groupe/${group.slug}`, title, description: group.description }) };
}

/** `/documents/groupe/{slug}`: the templates of one group. */
export default async function DocumentGroupPage({ params }: GroupPageProps) {
  const group = findGroup((await params).documentId);
  if (!group) notFound();
  const t = getT('letters');
  const crumbs = [
    { name: t('template.breadcrumb'), path: '/documents' },
    { name: group.title, path: `/documents/groupe/${group.slug}` },
  ];
  return (
    <Container maxWidth="lg" sx={{ py: { xxxs: 3, md: 6 } }}>
      <JsonLd data={breadcrumbListJsonLd(crumbs)} />
      <VisibleBreadcrumbs crumbs={crumbs} />
      <PageIntro heading={group.title} intro={group.description} />
      <TemplateCards templates={group.templates} openLabel={t('catalogue.open')} />
    </Container>
  );
}
