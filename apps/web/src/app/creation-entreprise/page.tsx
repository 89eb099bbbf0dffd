import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { formatNumberFr } from '@registre/domain';
import type { Metadata } from 'next';
import { connection } from 'next/server';
import { CreationSection, SourceList } from '@/components/company-creation/creation-sections';
import { BreadcrumbTrail } from '@/components/indexes/breadcrumb-trail';
import { AppLink } from '@/components/ui/app-link';
import { DataTable } from '@/components/ui/data-table';
import { getT } from '@/i18n/get-t';
import { getCreationFigures } from '@/lib/company-creation/creation-api';
import { allCreationTexts, creationPath } from '@/lib/company-creation/creation-texts';
import { pageSeoMetadata } from '@/lib/seo/page-seo-metadata';

export function generateMetadata(): Metadata {
  const t = getT('company-creation');
  return { title: t('hub.title'), description: t('hub.description'), ...pageSeoMetadata({ path: creationPath(), title: t('hub.title'), description: t('hub.description') }) };
}

/** `/creation-entreprise`: the forms compared, with the register's count of active companies of each. */
export default async function CompanyCreationHub() {
  await connection();
  const t = getT('company-creation');
  const forms = allCreationTexts();
  const figures = await Promise.all(forms.map(({ companyType }) => getCreationFigures(companyType)));
  const sources = forms.flatMap(({ texts }) => texts.sources).filter((source, index, all) => all.findIndex((other) => other.url === source.url) === index);
  return (
    <Container maxWidth="lg" component="article" sx={{ py: { xxxs: 3, md: 5 } }}>
      <BreadcrumbTrail crumbs={[{ name: t('hub.title'), path: creationPath() }]} />
      <Typography variant="h1" gutterBottom>
        {t('hub.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('updated')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('hub.intro')}</Typography>
      <DataTable
        caption={t('hub.tableCaption')}
        stackedOnPhone
        columns={[t('labels.form'), t('labels.partners'), t('labels.capital'), t('labels.liability'), t('labels.tax'), t('labels.social'), { header: t('hub.activeColumn'), numeric: true }]}
        rows={forms.map(({ companyType, texts }, index) => {
          const counted = figures[index];
          return {
            key: companyType,
            cells: [
              <AppLink key="name" href={creationPath(companyType)}>
                {texts.name}
              </AppLink>,
              texts.facts.partners,
              texts.facts.capital,
              texts.facts.liability,
              texts.facts.tax,
              texts.facts.social,
              counted ? formatNumberFr(counted.activeCompanies) : t('hub.figuresPending'),
            ],
          };
        })}
      />
      <CreationSection id="sources" title={t('hub.sourcesTitle')}>
        <SourceList sources={sources} />
      </CreationSection>
    </Container>
  );
}
