import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { ArticleBody } from '@/components/content/article-body';
import { ContentList } from '@/components/content/content-list';
import { BreadcrumbTrail } from '@/components/indexes/breadcrumb-trail';
import { JsonLd } from '@/components/seo/json-ld';
import { getT } from '@/i18n/get-t';
import { getExpert } from '@/lib/content/content-api';
import { listMetadata } from '@/lib/content/content-metadata';
import { expertJsonLd } from '@/lib/content/content-structured-data';

interface ExpertPageProps {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: ExpertPageProps): Promise<Metadata> {
  await connection();
  const found = await getExpert((await params).slug);
  if (!found) return { title: getT('errors')('notFound.seoTitle') };
  return listMetadata(found.expert.path, getT('content')('expert.seoTitle', { name: found.expert.name }), found.expert.description);
}

/** `/experts/{slug}`: an author (pen names said as such), who they are and their articles. */
export default async function ExpertPage({ params }: ExpertPageProps) {
  await connection();
  const found = await getExpert((await params).slug);
  if (!found) notFound();
  const t = getT('content');
  const { expert, articles } = found;
  return (
    <Container maxWidth="lg" sx={{ py: { xxxs: 3, md: 5 } }}>
      <JsonLd data={expertJsonLd(expert)} />
      <BreadcrumbTrail crumbs={[{ name: t('sections.actualites.name'), path: '/actualites' }, { name: expert.name, path: expert.path }]} />
      <Typography variant="h1" gutterBottom>
        {expert.name}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{expert.role}</Typography>
      {expert.penName ? <Typography sx={{ mb: 2, fontWeight: 700 }}>{t('expert.penNameNote')}</Typography> : null}
      <ArticleBody html={expert.html} />
      <Typography component="h2" sx={{ fontSize: '1.4rem', fontWeight: 700, mt: 4, mb: 2 }}>
        {t('expert.articles')}
      </Typography>
      {articles.length > 0 ? <ContentList items={articles} headingLevel="h3" /> : <Typography>{t('expert.none')}</Typography>}
    </Container>
  );
}
