import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { COMPANY_TYPES, isCompanyType, type CompanyType } from '@registre/domain';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { CreationFigures } from '@/components/company-creation/creation-figures';
import { CreationSection, SourceList, TextList } from '@/components/company-creation/creation-sections';
import { BreadcrumbTrail } from '@/components/indexes/breadcrumb-trail';
import { JsonLd } from '@/components/seo/json-ld';
import { AppLink } from '@/components/ui/app-link';
import { DefinitionList } from '@/components/ui/definition-list';
import { getT } from '@/i18n/get-t';
import { getCreationFigures } from '@/lib/company-creation/creation-api';
import { creationPath, creationTexts } from '@/lib/company-creation/creation-texts';
import { faqPageJsonLd } from '@/lib/seo/company-structured-data';
import { pageSeoMetadata } from '@/lib/seo/page-seo-metadata';

interface Props {
  params: Promise<{ companyType: string }>;
}

const FACTS = ['partners', 'capital', 'liability', 'tax', 'social'] as const;

function pageTitle(companyType: CompanyType): string {
  const texts = creationTexts(companyType);
  return `${texts.longName} (${texts.name})`;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { companyType } = await params;
  if (!isCompanyType(companyType)) return { title: getT('errors')('notFound.seoTitle') };
  const title = pageTitle(companyType);
  const description = creationTexts(companyType).description;
  return { title, description, ...pageSeoMetadata({ path: creationPath(companyType), title, description }) };
}

/** `/creation-entreprise/{companyType}`: the form's key facts, steps, costs, pros and cons, FAQ and the register's live figures. */
export default async function CompanyTypePage({ params }: Props) {
  await connection();
  const { companyType } = await params;
  if (!isCompanyType(companyType)) notFound();
  const t = getT('company-creation');
  const texts = creationTexts(companyType);
  const figures = await getCreationFigures(companyType);
  const faq = texts.faq.map((item, index) => ({ id: `faq-${index}`, question: item.q, answer: item.a }));
  return (
    <Container maxWidth="md" component="article" sx={{ py: { xxxs: 3, md: 5 } }}>
      <JsonLd data={faqPageJsonLd(faq)} />
      <BreadcrumbTrail crumbs={[{ name: t('hub.title'), path: creationPath() }, { name: texts.name, path: creationPath(companyType) }]} />
      <Typography variant="h1" gutterBottom>
        {pageTitle(companyType)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('updated')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{texts.intro}</Typography>
      <Box component="section" aria-labelledby="essentiel" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xxxs: 2, md: 3 } }}>
        <Typography id="essentiel" variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
          {t('labels.keyFacts')}
        </Typography>
        <DefinitionList rows={FACTS.map((fact) => ({ key: fact, term: t(`labels.${fact}`), value: texts.facts[fact] }))} />
      </Box>
      <CreationFigures name={texts.name} figures={figures} />
      <CreationSection id="etapes" title={t('labels.steps')}>
        <TextList items={texts.steps} ordered />
      </CreationSection>
      <CreationSection id="couts" title={t('labels.costs')}>
        <TextList items={texts.costs} />
      </CreationSection>
      <CreationSection id="avantages" title={t('labels.prosCons')}>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xxxs: '1fr', md: '1fr 1fr' } }}>
          <div>
            <Typography variant="h3" sx={{ fontSize: '1.2rem', mb: 1 }}>
              {t('labels.pros')}
            </Typography>
            <TextList items={texts.pros} />
          </div>
          <div>
            <Typography variant="h3" sx={{ fontSize: '1.2rem', mb: 1 }}>
              {t('labels.cons')}
            </Typography>
            <TextList items={texts.cons} />
          </div>
        </Box>
      </CreationSection>
      <CreationSection id="faq" title={t('labels.faq')}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          {faq.map((item) => (
            <div key={item.id}>
              <Typography variant="h3" sx={{ fontSize: '1.0625rem', fontWeight: 700, mb: 0.5 }}>
                {item.question}
              </Typography>
              <Typography>{item.answer}</Typography>
            </div>
          ))}
        </Box>
      </CreationSection>
      <CreationSection id="sources" title={t('labels.sources')}>
        <SourceList sources={texts.sources} />
      </CreationSection>
      <CreationSection id="autres-formes" title={t('labels.otherForms')}>
        <Box component="ul" sx={{ pl: 0, m: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          {COMPANY_TYPES.filter((other) => other !== companyType).map((other) => (
            <li key={other}>
              <AppLink href={creationPath(other)}>{creationTexts(other).name}</AppLink>
            </li>
          ))}
        </Box>
      </CreationSection>
    </Container>
  );
}
