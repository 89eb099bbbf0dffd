import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { formatDateFr, type ContentArticle } from '@registre/domain';
import { BreadcrumbTrail } from '@/components/indexes/breadcrumb-trail';
import { JsonLd } from '@/components/seo/json-ld';
import { AiHelperLink } from '@/components/site-pages/ai-helper-link';
import { AppLink } from '@/components/ui/app-link';
import { getT } from '@/i18n/get-t';
import { articleCrumbs } from '@/lib/content/content-crumbs';
import { articleJsonLd, definedTermJsonLd, faqPageJsonLd } from '@/lib/content/content-structured-data';
import { absoluteUrl } from '@/lib/seo/site-origin';
import { ArticleBody } from './article-body';
import { ArticleCta } from './article-cta';
import { ContentList } from './content-list';

const sectionHeading = { component: 'h2', sx: { fontSize: { xxxs: '1.3rem', md: '1.5rem' }, fontWeight: 700, mt: 5, mb: 1.5 } } as const;

/** The byline: author (link to their page, pen names said as such, unless their role says it), role, published and updated dates. */
function Byline({ article }: { article: ContentArticle }) {
  const t = getT('content');
  const { expert } = article;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, my: 2, p: 2, bgcolor: 'action.hover', borderRadius: 1, maxWidth: '72ch' }}>
      {expert ? (
        <Typography>
          {t('article.byline')} <AppLink href={expert.path}>{expert.name}</AppLink>
          {expert.penName && !/nom de plume/i.test(expert.role) ? <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>{` — ${t('article.penName')}`}</Typography> : null}
        </Typography>
      ) : null}
      {expert ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {expert.role}
        </Typography>
      ) : null}
      <Typography variant="body2">
        {article.published ? t('article.published', { date: formatDateFr(article.published) }) : null}
        {article.updated && article.updated !== article.published ? ` · ${t('article.updated', { date: formatDateFr(article.updated) })}` : null}
      </Typography>
    </Box>
  );
}

function TableOfContents({ article }: { article: ContentArticle }) {
  if (article.toc.length < 2) return null;
  const t = getT('content');
  return (
    <Box component="nav" aria-labelledby="toc-heading" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 3, position: { md: 'sticky' }, top: { md: '1rem' } }}>
      <Typography id="toc-heading" component="h2" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
        {t('article.toc')}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75, fontSize: '0.95rem' }}>
        {article.toc.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`}>{entry.title}</a>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** Glossary: the definition first, then (after the explanation) its legal basis and an example. */
function TermDefinition({ article }: { article: ContentArticle }) {
  if (article.definition === null) return null;
  const t = getT('content');
  return (
    <Box component="section" aria-labelledby="definition-heading" sx={{ borderLeft: 4, borderColor: 'primary.main', pl: 2, my: 3, maxWidth: '72ch' }}>
      <Typography id="definition-heading" component="h2" sx={{ fontSize: '1rem', fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.04em', color: 'text.secondary' }}>
        {t('article.definition')}
      </Typography>
      <Typography sx={{ fontSize: '1.15rem' }}>{article.definition}</Typography>
    </Box>
  );
}

function TermDetails({ article }: { article: ContentArticle }) {
  const t = getT('content');
  return (
    <>
      {article.legalBasis.length > 0 ? (
        <Box component="section">
          <Typography {...sectionHeading}>{t('article.legalBasis')}</Typography>
          <Box component="ul" sx={{ pl: 2.5 }}>
            {article.legalBasis.map((basis) => (
              <li key={basis.label}>
                {basis.url ? (
                  <a href={basis.url} rel="noopener noreferrer" target="_blank">
                    {basis.label}
                  </a>
                ) : (
                  basis.label
                )}
              </li>
            ))}
          </Box>
        </Box>
      ) : null}
      {article.example ? (
        <Box component="section">
          <Typography {...sectionHeading}>{t('article.example')}</Typography>
          <Typography sx={{ maxWidth: '72ch' }}>{article.example}</Typography>
        </Box>
      ) : null}
    </>
  );
}

/** Questions and answers, open on a click without script (details/summary). */
function Faq({ article }: { article: ContentArticle }) {
  if (article.faq.length === 0) return null;
  const t = getT('content');
  return (
    <Box component="section" sx={{ maxWidth: '72ch' }}>
      <Typography {...sectionHeading}>{t('article.faq')}</Typography>
      {article.faq.map((entry) => (
        <Box component="details" key={entry.question} sx={{ borderBottom: 1, borderColor: 'divider', py: 1.5, '& summary': { cursor: 'pointer', fontWeight: 700 } }}>
          <summary>{entry.question}</summary>
          <Typography sx={{ mt: 1 }}>{entry.answer}</Typography>
        </Box>
      ))}
    </Box>
  );
}

function Sources({ article }: { article: ContentArticle }) {
  const t = getT('content');
  return (
    <Box component="section" sx={{ maxWidth: '72ch' }}>
      <Typography {...sectionHeading}>{t('article.sources')}</Typography>
      <Box component="ol" sx={{ pl: 2.5, fontSize: '0.95rem', overflowWrap: 'anywhere' }}>
        {article.sources.map((source) => (
          <li key={source.url}>
            <a href={source.url} rel="noopener noreferrer" target="_blank">
              {source.title}
            </a>
            {`, ${t('article.consulted', { date: formatDateFr(source.consulted) })}`}
          </li>
        ))}
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
        {t('article.disclaimer')}
      </Typography>
    </Box>
  );
}

function Neighbours({ article }: { article: ContentArticle }) {
  if (!article.previous && !article.next) return null;
  const t = getT('content');
  return (
    <Box component="nav" aria-label={t('article.neighbours')} sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mt: 5, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      {article.previous ? (
        <AppLink href={article.previous.path} rel="prev" prefetch={false}>
          {`← ${t('article.previous')} : ${article.previous.term ?? article.previous.title}`}
        </AppLink>
      ) : (
        <span />
      )}
      {article.next ? (
        <AppLink href={article.next.path} rel="next" prefetch={false}>
          {`${t('article.next')} : ${article.next.term ?? article.next.title} →`}
        </AppLink>
      ) : null}
    </Box>
  );
}

/** The AI helper's question about an article or a glossary term, with the page's address. */
function aiQuestion(article: ContentArticle): string {
  const t = getT('site-pages');
  const url = absoluteUrl(article.path);
  return article.term ? t('aiHelper.termQuestion', { term: article.term, url }) : t('aiHelper.articleQuestion', { title: article.title, url });
}

/** One article of any section: H1, byline, TOC, body, glossary boxes, FAQ, sources, call to action, further reading. */
export function ArticleView({ article }: { article: ContentArticle }) {
  const t = getT('content');
  const isTerm = article.section === 'notre-lexique';
  const structured = [isTerm ? definedTermJsonLd(article) : articleJsonLd(article), ...(article.faq.length > 0 ? [faqPageJsonLd(article.faq)] : [])];
  return (
    <Container maxWidth="lg" sx={{ py: { xxxs: 3, md: 5 } }}>
      <JsonLd data={structured} />
      <BreadcrumbTrail crumbs={articleCrumbs(article)} />
      <Box component="article">
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere', maxWidth: '30ch', fontSize: { xxxs: '1.8rem', md: '2.4rem' } }}>
          {article.title}
        </Typography>
        {isTerm ? <TermDefinition article={article} /> : <Typography sx={{ fontSize: '1.15rem', color: 'text.secondary', mt: 1.5, maxWidth: '72ch' }}>{article.description}</Typography>}
        <Byline article={article} />
        <Box sx={{ mb: 3, maxWidth: '72ch' }}>
          <AiHelperLink question={aiQuestion(article)} withHint />
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xxxs: '1fr', md: 'minmax(0, 1fr) 17rem' }, gap: { xxxs: 0, md: 5 }, alignItems: 'start' }}>
          <Box sx={{ order: { xxxs: 2, md: 1 }, minWidth: 0 }}>
            <ArticleBody html={article.html} />
            {isTerm ? <TermDetails article={article} /> : null}
            <Faq article={article} />
            <ArticleCta section={article.section} category={article.category} />
            <Sources article={article} />
          </Box>
          <Box component="aside" sx={{ order: { xxxs: 1, md: 2 }, height: '100%' }}>
            <TableOfContents article={article} />
          </Box>
        </Box>
        {article.related.length > 0 ? (
          <Box component="section" sx={{ mt: 5 }}>
            <Typography {...sectionHeading}>{isTerm ? t('article.relatedTerms') : t('article.furtherReading')}</Typography>
            <ContentList items={article.related} headingLevel="h3" />
          </Box>
        ) : null}
        <Neighbours article={article} />
      </Box>
    </Container>
  );
}
